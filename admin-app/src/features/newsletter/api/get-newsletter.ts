import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

/** How many newsletter subscribers are confirmed, waiting for their confirmation, and unsubscribed lately. */
export const useNewsletterCounts = () =>
  useQuery({
    queryKey: [ADMIN_KEY, 'newsletter'],
    queryFn: () => answer(api.GET('/api/admin/newsletter')),
    staleTime: 0,
  });

/** The download of the confirmed subscribers (a plain link: the browser saves the CSV). */
export const SUBSCRIBERS_CSV = `${ADMIN_KEY}/newsletter/subscribers.csv`;
