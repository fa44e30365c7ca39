import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type Category } from 'shared-ui';

export function getCategories(): Promise<Category[]> {
  return apiGet<Category[]>(queryKeys.categories[0]);
}

/** Every category with its company count, in the API's order. */
export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: getCategories });
}
