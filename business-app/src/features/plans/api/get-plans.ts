import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';

/** What Free, Plus and Premium include (public, and the same for everyone). */
export const plansKey = ['/api/business/plans'] as const;

export const getPlans = () => answer(api.GET('/api/business/plans'));

export function usePlans() {
  return useQuery({ queryKey: plansKey, queryFn: getPlans, staleTime: Infinity });
}
