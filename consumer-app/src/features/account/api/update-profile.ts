import { useMutation } from '@tanstack/react-query';
import { answer, api, type UpdateProfileBody, type UserEnvelope } from 'shared-ui';

export function updateProfile(body: UpdateProfileBody): Promise<UserEnvelope> {
  return answer(api.PUT('/api/auth/profile', { body }));
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
