import { useMutation } from '@tanstack/react-query';
import { apiRequest, type RegisterBody, type UserEnvelope } from 'shared-ui';

export function register(body: RegisterBody): Promise<UserEnvelope> {
  return apiRequest<UserEnvelope>('POST', '/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
