import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { planKey } from '../../plans';
import { invitationsKey } from './get-invitations';

/** One customer, or up to 1,000 as CSV text (email,name[,reference]). */
export type InvitationInput = { email: string; name: string; reference?: string } | { csv: string };

/** Sends invitations: the company's list and the plan's use this month refresh. */
export function useSendInvitations(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => answer(api.POST('/api/business/companies/{id}/invitations', { params: { path: { id: companyId } }, body })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: invitationsKey(companyId) });
      void client.invalidateQueries({ queryKey: planKey });
    },
  });
}
