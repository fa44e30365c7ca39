import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, type NoticeComplaint } from 'shared-ui';

// The token travels in the request body: the API never sees it in a URL its logs keep.
export function noticeComplaintQuery(token: string) {
  return queryOptions({
    queryKey: ['/api/notices/complaint/lookup', token] as const,
    queryFn: (): Promise<NoticeComplaint> => answer(api.POST('/api/notices/complaint/lookup', { body: { token } })),
    retry: false,
  });
}

export function useNoticeComplaint(token: string) {
  return useQuery(noticeComplaintQuery(token));
}

export function useFileNoticeComplaint(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['/api/notices/complaint'],
    mutationFn: (statement: string): Promise<NoticeComplaint> => answer(api.POST('/api/notices/complaint', { body: { token, statement } })),
    onSuccess: (next) => client.setQueryData(noticeComplaintQuery(token).queryKey, next),
  });
}
