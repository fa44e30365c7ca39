import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from './admin-key';

/** What every decision carries: the moderator's statement of the facts and circumstances. */
export interface Facts {
  facts: string;
}

/** A moderation decision (one typed call of the API); every admin list and the public reads refresh after it. */
export function useDecision<V, R>(decide: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [ADMIN_KEY] });
      void client.invalidateQueries({ queryKey: ['/api/companies'] });
      void client.invalidateQueries({ queryKey: ['/api/reviews/recent'] });
      void client.invalidateQueries({ queryKey: ['/api/stats'] });
    },
  });
}
