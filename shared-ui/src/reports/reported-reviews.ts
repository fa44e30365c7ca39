// Whether the signed-in person (or business) has reported a review already. Every Report button
// on a page asks for its own review; the asks of one render travel together, one request per 100
// reviews, so a page of cards costs one read, not one per card.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { answer, api } from '../api/client';

const PER_REQUEST = 100;

interface Waiting {
  resolve(reported: boolean): void;
  reject(error: unknown): void;
}

let waiting = new Map<string, Waiting[]>();
let scheduled = false;

function send(): void {
  scheduled = false;
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += PER_REQUEST) {
    const chunk = ids.slice(i, i + PER_REQUEST);
    // allowReserved: the ids go comma-separated as they are (the API takes `ids=a,b`), not as %2C.
    answer(api.GET('/api/reviews/reported', { params: { query: { ids: chunk.join(',') } }, querySerializer: { allowReserved: true } })).then(
      ({ reviewIds }) => {
        const reported = new Set(reviewIds);
        for (const id of chunk) for (const w of batch.get(id)!) w.resolve(reported.has(id));
      },
      (error: unknown) => {
        for (const id of chunk) for (const w of batch.get(id)!) w.reject(error);
      },
    );
  }
}

/** Whether the signed-in reporter reported this review; asked together with the other asks of this moment. */
export function fetchReported(reviewId: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    waiting.set(reviewId, [...(waiting.get(reviewId) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      // After the render that mounted the buttons, so all of its cards are in one request.
      setTimeout(send, 0);
    }
  });
}

/** `reporter`: "user:<id>" or "business:<id>", so one person's answers never show for another. */
export const reportedKey = (reporter: string, reviewId: string) => ['/api/reviews/reported', reporter, reviewId] as const;

/** Whether `reporter` (undefined: nobody signed in) reported the review, and a way to record a new report. */
export function useReported(reporter: string | undefined, reviewId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: reportedKey(reporter ?? '', reviewId),
    queryFn: () => fetchReported(reviewId),
    enabled: Boolean(reporter),
    // A report is never withdrawn: the answer holds until the session ends.
    staleTime: Infinity,
    retry: false,
  });
  const markReported = useCallback(() => {
    if (reporter) client.setQueryData(reportedKey(reporter, reviewId), true);
  }, [client, reporter, reviewId]);
  return { reported: query.data === true, checking: query.fetchStatus === 'fetching' && query.data === undefined, markReported };
}
