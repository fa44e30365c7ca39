import { useMutation } from '@tanstack/react-query';
import { answer, api, type NoticeBody, type NoticeReceipt } from 'shared-ui';

export function sendNotice(body: NoticeBody): Promise<NoticeReceipt> {
  return answer(api.POST('/api/notices', { body }));
}

export const sendNoticeKey = ['/api/notices'] as const;

export function useSendNotice() {
  return useMutation({ mutationKey: sendNoticeKey, mutationFn: sendNotice });
}
