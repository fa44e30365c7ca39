import type { Claim } from 'shared-ui';

/** The companies an account may work with: its verified claims. */
export function ownedCompanies(claims: Claim[] | undefined) {
  return (claims ?? []).filter((c) => c.status === 'verified').map((c) => c.company);
}
