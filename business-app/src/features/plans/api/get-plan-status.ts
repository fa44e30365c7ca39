import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';

/** The account's plan, its request of another if any, and its invitations this month. */
export const planKey = ['/api/business/plan'] as const;

export const getPlanStatus = () => answer(api.GET('/api/business/plan'));

export function usePlanStatus(enabled = true) {
  return useQuery({ queryKey: planKey, queryFn: getPlanStatus, enabled, staleTime: 0 });
}
