import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

/** People by name or email. */
export const useUsers = (search: string) =>
  useQuery({ queryKey: [ADMIN_KEY, 'users', search], queryFn: () => answer(api.GET('/api/admin/users', { params: { query: { search } } })), staleTime: 0 });
