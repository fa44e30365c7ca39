import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY } from './admin-key';

/** The sizes of the queues, for the tabs, and how many reviews are hidden in all. */
export const useSummary = () => useQuery({ queryKey: [ADMIN_KEY, 'summary'], queryFn: () => answer(api.GET('/api/admin/summary')), staleTime: 0 });
