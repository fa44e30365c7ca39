import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

/** The open complaints, the oldest first. */
export const useAppeals = () => useQuery({ queryKey: [ADMIN_KEY, 'appeals'], queryFn: () => answer(api.GET('/api/admin/appeals')), staleTime: 0 });
