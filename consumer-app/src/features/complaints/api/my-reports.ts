import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';

const MY_REPORTS_KEY = ['/api/notices/mine'] as const;

/** The signed-in person's reports decided in the last six months, with the decision and their complaint. */
export function useMyReports() {
  return useQuery({ queryKey: MY_REPORTS_KEY, queryFn: () => answer(api.GET('/api/notices/mine')), staleTime: 0 });
}

/** Complains, signed in, about the decision on one of the person's reports. */
export function useComplainAboutReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { noticeId: string; statement: string }) =>
      answer(api.POST('/api/notices/{id}/complaint', { params: { path: { id: v.noticeId } }, body: { statement: v.statement } })),
    onSuccess: (next) => client.setQueryData(MY_REPORTS_KEY, (list: (typeof next)[] | undefined) => list?.map((r) => (r.noticeId === next.noticeId ? next : r))),
  });
}
