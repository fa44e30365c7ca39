// The companies the header's search suggests while a visitor types: the directory's own search,
// most-reviewed first, a few at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { answerPage, api, queryKeys, STALE, type Company } from 'shared-ui';

/** How many companies the box suggests. */
export const SUGGESTIONS = 6;
/** Fewer letters than this suggest nothing: one letter matches too much to help. */
export const SUGGEST_FROM = 2;
/** The pause in typing after which the box asks, so a word typed costs one read, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** `signal`: React Query's, so a read for what was typed before is cancelled once superseded. */
export function getCompanySuggestions(search: string, signal?: AbortSignal): Promise<{ items: Company[]; total: number }> {
  return answerPage(api.GET('/api/companies', { params: { query: { search, sort: 'reviews', limit: SUGGESTIONS } }, signal }));
}

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The suggestions for what is typed (trimmed), after a pause; none under SUGGEST_FROM letters. */
export function useCompanySuggestions(text: string) {
  const search = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = search.length >= SUGGEST_FROM;
  const query = useQuery({
    // Under the directory's key, so whatever refreshes company lists refreshes these too.
    queryKey: [...queryKeys.companies({ search, offset: 0, limit: SUGGESTIONS }), 'suggestions'],
    queryFn: ({ signal }) => getCompanySuggestions(search, signal),
    enabled,
    staleTime: STALE.companies,
    placeholderData: keepPreviousData,
  });
  // What was typed has moved on since these were asked for: not shown as its suggestions yet.
  const current = enabled && search === text.trim();
  return { suggestions: current ? (query.data?.items ?? []) : [], total: current ? query.data?.total : undefined, settled: current && !query.isPlaceholderData && query.isSuccess };
}
