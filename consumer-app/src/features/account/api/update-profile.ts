import { useMutation } from '@tanstack/react-query';
import { apiRequest, type UpdateProfileBody, type UserEnvelope } from 'shared-ui';

export function updateProfile(body: UpdateProfileBody): Promise<UserEnvelope> {
  return apiRequest<UserEnvelope>('PUT', '/api/auth/profile', body);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
