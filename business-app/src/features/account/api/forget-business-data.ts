import type { QueryClient } from '@tanstack/react-query';
import { claimsKey } from '../../claims';
import { planKey } from '../../plans';

/**
 * Every cached business answer but the account, cleared when the account changes hands. Keys match
 * by prefix: the claims key covers each company's reviews, invitations and analytics.
 */
export function clearBusinessData(client: QueryClient) {
  client.removeQueries({ queryKey: claimsKey });
  client.removeQueries({ queryKey: planKey });
}
