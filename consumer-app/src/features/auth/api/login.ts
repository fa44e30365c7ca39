import { useMutation } from '@tanstack/react-query';
import { apiRequest, type LoginBody, type UserEnvelope } from 'shared-ui';

export function login(body: LoginBody): Promise<UserEnvelope> {
  return apiRequest<UserEnvelope>('POST', '/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
