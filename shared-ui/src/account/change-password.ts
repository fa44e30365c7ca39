// Changing the signed-in account's password, in either realm. The API ends every other session of
// the account and keeps this one, so the list of sessions is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from 'shared-ui/contract';
import type { ChangePasswordBody, MessageResponse } from '../api/types';
import { type SessionRealm, sessionsKey } from './sessions-api';

const PATH: Record<SessionRealm, string> = { consumer: '/api/auth/change-password', business: '/api/business/change-password' };

export function changePassword(realm: SessionRealm, body: ChangePasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', PATH[realm], body);
}

export function useChangePassword(realm: SessionRealm) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(realm, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey(realm) }),
  });
}
