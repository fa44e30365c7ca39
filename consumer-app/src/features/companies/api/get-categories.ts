import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, STALE, type Category } from 'shared-ui';

/** Categories with their company counts (never counted from the company list). */
export function getCategories(): Promise<Category[]> {
  return apiGet<Category[]>(queryKeys.categories[0]);
}

export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: getCategories, staleTime: STALE.companies });
}
