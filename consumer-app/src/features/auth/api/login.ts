import { useMutation } from '@tanstack/react-query';
import { answer, api, type LoginBody, type UserEnvelope } from 'shared-ui';

export function login(body: LoginBody): Promise<UserEnvelope> {
  return answer(api.POST('/api/auth/login', { body }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
