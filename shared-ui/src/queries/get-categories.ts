import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import { STALE } from 'shared-ui/contract';
import { queryKeys } from 'shared-ui/contract';
import type { Category } from '../api/types';

/** Every category with its company count (kept by the API, never counted from a list). */
export function getCategories(): Promise<Category[]> {
  return answer(api.GET('/api/categories'));
}

export const categoriesQuery = () => queryOptions({ queryKey: queryKeys.categories, queryFn: getCategories, staleTime: STALE.companies });

export function useCategories() {
  return useQuery(categoriesQuery());
}
