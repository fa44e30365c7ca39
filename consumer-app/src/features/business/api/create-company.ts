import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, queryKeys, type CompanyDetail, type CreateCompanyBody, refreshQueries } from 'shared-ui';

export function createCompany(body: CreateCompanyBody): Promise<CompanyDetail> {
  return answer(api.POST('/api/companies', { body }));
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      // Its page opens next: it can show at once from the answer.
      client.setQueryData(queryKeys.company(company.id), company);
      // A new company shows in lists, search, its category's count and the totals.
      for (const queryKey of [['/api/companies'], queryKeys.categories, queryKeys.stats]) {
        void refreshQueries(client, queryKey, (q) => q.queryKey[1] !== company.id);
      }
    },
  });
}
