// The company page's review list: it starts from the company answer (first 20) and Show More
// appends the next 50 at a time. Appended pages live in this page's state, so a refetch of
// the company (after a vote or a delete) keeps what the reader already loaded.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast, type CompanyDetail, type Review } from 'shared-ui';
import { getMoreReviews } from '../api/get-more-reviews';
import { appendReviews } from '../utils/review-list';

interface Appended {
  companyId: string;
  reviews: Review[];
  hasMoreReviews: boolean;
}

export function useCompanyReviews(company: CompanyDetail | undefined) {
  const [appended, setAppended] = useState<Appended | null>(null);
  const own = appended && company && appended.companyId === company.id ? appended : null;

  const reviews = useMemo(() => appendReviews(company?.reviews ?? [], own?.reviews ?? []), [company?.reviews, own?.reviews]);
  const hasMoreReviews = own ? own.hasMoreReviews : (company?.hasMoreReviews ?? false);

  const more = useMutation({
    mutationFn: ({ companyId, offset }: { companyId: string; offset: number }) => getMoreReviews(companyId, offset),
    onSuccess: (page, { companyId }) => {
      setAppended((prev) => {
        const previous = prev?.companyId === companyId ? prev.reviews : [];
        return { companyId, reviews: appendReviews(previous, page.reviews), hasMoreReviews: page.hasMoreReviews };
      });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to load more reviews', variant: 'destructive' }),
  });

  const loadMore = useCallback(() => {
    if (company && !more.isPending) more.mutate({ companyId: company.id, offset: reviews.length });
  }, [company, more, reviews.length]);

  /** Drops a deleted review from the appended pages (the company refetch handles the first 20). */
  const forget = useCallback((reviewId: string) => {
    setAppended((prev) => prev && { ...prev, reviews: prev.reviews.filter((r) => r.id !== reviewId) });
  }, []);

  return { reviews, hasMoreReviews, loadMore, loadingMore: more.isPending, forget };
}
