import { useMutation } from '@tanstack/react-query';
import { answer, api, type RegisterBody, type UserEnvelope } from 'shared-ui';

export function register(body: RegisterBody): Promise<UserEnvelope> {
  return answer(api.POST('/api/auth/register', { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
