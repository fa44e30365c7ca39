// Changing the signed-in account's password, in either realm. The API ends every other session of
// the account and keeps this one, so the list of sessions is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import type { ChangePasswordBody, MessageResponse } from '../api/types';
import { type SessionRealm, sessionsKey } from './sessions-api';

export function changePassword(realm: SessionRealm, body: ChangePasswordBody): Promise<MessageResponse> {
  return answer(realm === 'consumer' ? api.POST('/api/auth/change-password', { body }) : api.POST('/api/business/change-password', { body }));
}

export function useChangePassword(realm: SessionRealm) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(realm, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey(realm) }),
  });
}
