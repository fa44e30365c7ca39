import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, queryKeys, type BusinessAccount, type PlanTerms } from 'shared-ui';
import { claimsKey } from '../../claims';
import { planKey } from './get-plan-status';

/**
 * Changes the plan, or asks for a larger one: the status answered is cached, the account's plan
 * and request follow it, and the companies' answers (analytics cover the plan's range) refresh.
 */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanTerms['id']) => answer(api.PUT('/api/business/plan', { body: { plan } })),
    onSuccess: (status) => {
      client.setQueryData(planKey, status);
      client.setQueryData<BusinessAccount | null>(queryKeys.businessAccount, (a) =>
        a ? { ...a, plan: status.plan.id, requestedPlan: status.requestedPlan?.id ?? null } : a,
      );
      void client.invalidateQueries({ queryKey: claimsKey });
    },
  });
}
