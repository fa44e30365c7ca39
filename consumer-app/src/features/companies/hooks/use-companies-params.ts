import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-ui';
import { companiesSearchParams, parseCompaniesParams, type CompaniesParams } from '../utils/companies-params';

/** The listing's search, category and page, read from and written to the URL. */
export function useCompaniesParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCompaniesParams(searchParams), [searchParams]);

  const update = useCallback(
    (next: Partial<CompaniesParams>) => setSearchParams(companiesSearchParams({ ...params, page: 1, ...next })),
    [params, setSearchParams],
  );

  return {
    ...params,
    setSearch: useCallback((search: string) => update({ search }), [update]),
    setCategory: useCallback((category: string) => update({ category }), [update]),
    pageHref: useCallback(
      (page: number) => {
        const query = companiesSearchParams({ ...params, page }).toString();
        return query ? `/companies?${query}` : '/companies';
      },
      [params],
    ),
  };
}
