// A signed-in account's own data, in either realm: download it as a JSON file, or delete the
// account (confirmed with its password; the API ends every session of it).
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import type { SessionRealm } from './sessions-api';

/** The file the API names in Content-Disposition, or one of the same form. */
function fileNameOf(response: Response, realm: SessionRealm): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return named?.[1] ?? `trustreviews-${realm === 'business' ? 'business-' : ''}data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** Reads the account's data and hands it to the browser as a download; answers the file's name. */
export async function downloadMyData(realm: SessionRealm): Promise<string> {
  const { data, response } = await (realm === 'consumer' ? api.GET('/api/auth/account/export') : api.GET('/api/business/account/export'));
  const name = fileNameOf(response, realm);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; a later revoke would only keep it in memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export function deleteAccount(realm: SessionRealm, password: string): Promise<void> {
  const body = { password };
  return answer(realm === 'consumer' ? api.DELETE('/api/auth/account', { body }) : api.DELETE('/api/business/account', { body }));
}

export function useDeleteAccount(realm: SessionRealm) {
  return useMutation({ mutationFn: (password: string) => deleteAccount(realm, password) });
}
