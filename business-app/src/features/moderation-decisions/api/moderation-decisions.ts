import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ownedCompanyKey } from '../../claims';

export const decisionsKey = (companyId: string) => [...ownedCompanyKey(companyId), 'moderation-decisions'] as const;

/** The last six months' moderation decisions about the company's reviews and replies, with its complaint about each. */
export function useModerationDecisions(companyId: string) {
  return useQuery({
    queryKey: decisionsKey(companyId),
    queryFn: () => answer(api.GET('/api/business/companies/{id}/moderation-decisions', { params: { path: { id: companyId } } })),
    staleTime: 0,
  });
}

/** The company complains about one decision; the list then shows the complaint as open. */
export function useComplain(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { decisionId: string; statement: string }) =>
      answer(api.POST('/api/business/moderation-decisions/{decisionId}/complaint', { params: { path: { decisionId: v.decisionId } }, body: { statement: v.statement } })),
    onSuccess: () => client.invalidateQueries({ queryKey: decisionsKey(companyId) }),
  });
}
