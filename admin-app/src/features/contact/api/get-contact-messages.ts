import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

/** The latest 50 messages sent through the contact form, newest first. */
export const useContactMessages = () =>
  useQuery({
    queryKey: [ADMIN_KEY, 'contact-messages'],
    queryFn: () => answer(api.GET('/api/admin/contact-messages', { params: { query: { limit: 50 } } })),
    staleTime: 0,
  });
