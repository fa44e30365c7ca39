import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ownedCompanyKey } from '../../claims';

export const invitationsKey = (companyId: string) => [...ownedCompanyKey(companyId), 'invitations'] as const;

/** An owned company's ten latest invitations, newest first, with their state. */
export const getInvitations = (companyId: string) =>
  answer(api.GET('/api/business/companies/{id}/invitations', { params: { path: { id: companyId }, query: { limit: 10 } } }));

export function useInvitations(companyId: string | undefined) {
  return useQuery({
    queryKey: invitationsKey(companyId ?? ''),
    queryFn: () => getInvitations(companyId!),
    enabled: Boolean(companyId),
  });
}
