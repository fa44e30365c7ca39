import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client';
import { STALE } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import type { Category } from '../api/types';

/** Every category with its company count (kept by the API, never counted from a list). */
export function getCategories(): Promise<Category[]> {
  return apiGet<Category[]>(queryKeys.categories[0]);
}

export const categoriesQuery = () => queryOptions({ queryKey: queryKeys.categories, queryFn: getCategories, staleTime: STALE.companies });

export function useCategories() {
  return useQuery(categoriesQuery());
}
