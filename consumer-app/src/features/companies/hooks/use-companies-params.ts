import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'shared-ui';
import { companiesSearchParams, parseCompaniesParams, type CompaniesParams, type CompanySort } from '../utils/companies-params';

/** The listing's search, category, country, sort and page, read from and written to the URL (each change a history entry). */
export function useCompaniesParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCompaniesParams(searchParams), [searchParams]);

  // What was last asked for: a second change made before the page shows the first (a sort right
  // after a country) builds on it instead of on the last render. A navigation resets it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (next: Partial<CompaniesParams>) => {
      latest.current = { ...latest.current, page: 1, ...next };
      setSearchParams(companiesSearchParams(latest.current));
    },
    [setSearchParams],
  );

  return {
    ...params,
    setSearch: useCallback((search: string) => update({ search }), [update]),
    setCategory: useCallback((category: string) => update({ category }), [update]),
    /** The same listing under the category's current name, in place of the address (no new history entry). */
    renameCategory: useCallback(
      (category: string) => {
        latest.current = { ...latest.current, category };
        setSearchParams(companiesSearchParams(latest.current), { replace: true });
      },
      [setSearchParams],
    ),
    setCountry: useCallback((country: string) => update({ country }), [update]),
    setSort: useCallback((sort: CompanySort) => update({ sort }), [update]),
    pageHref: useCallback(
      (page: number) => {
        const query = companiesSearchParams({ ...params, page }).toString();
        return query ? `/companies?${query}` : '/companies';
      },
      [params],
    ),
  };
}
