import { plural as pluralOf } from 'shared-ui';

/** "1 star", "2 stars", "1,000 invitations": a number with its noun in the right number (the kit's plural). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return pluralOf(n, { one: singular, other: plural });
}
