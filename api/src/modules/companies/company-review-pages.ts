// Which reviews a filtered page of a company shows (issue 17, items 4 and 18): filters and sorts
// over all of the company's published reviews, each page read along an index.
import type { CompanyReviewOrder } from '../reviews/index.js';
import type { ReviewSort } from './dto/company.dto.js';

/** How deep keyword results go: a deeper page of a word common in a million reviews costs too much to read, and narrowing the search is the better answer. */
export const SEARCH_MAX_OFFSET = 1_000;

/** One rating group, or every rating, of the reviews a view keeps, in an index order. */
export interface ReviewIdSource {
  ids(rating: number | undefined, order: CompanyReviewOrder, offset: number, limit: number): Promise<string[]>;
  /**
   * How many reviews a rating group has, counting at most `cap`; absent when counting costs what
   * reading does (keywords): then the group is read from its start once, through the page.
   */
  countUpTo?(rating: number, cap: number): Promise<number>;
  /** A rating group's exact size when it is kept (no verified or keyword filter), without reading. */
  knownSize(rating: number): number | undefined;
}

/**
 * The ids of a page. Newest, oldest and most helpful are one index's order. Highest and lowest
 * rated are the rating groups one after another (5 to 1, or 1 to 5), each newest first: the
 * groups an offset passes over are skipped by their kept sizes (or by counting at most the
 * offset's entries), then the page reads one group, or the end of one and the start of the next.
 */
export async function pageOfIds(source: ReviewIdSource, sort: ReviewSort, rating: number | undefined, offset: number, limit: number): Promise<string[]> {
  if (sort !== 'highest' && sort !== 'lowest') return source.ids(rating, sort, offset, limit);
  const groups = rating !== undefined ? [rating] : sort === 'highest' ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5];
  const ids: string[] = [];
  let skip = offset;
  for (const group of groups) {
    if (ids.length >= limit) break;
    const wanted = limit - ids.length;
    if (skip > 0) {
      const known = source.knownSize(group);
      if (known !== undefined && known <= skip) {
        skip -= known;
        continue;
      }
      if (known === undefined && !source.countUpTo) {
        // One read from the group's start through the page; a group shorter than that ends there.
        const read = await source.ids(group, 'newest', 0, skip + wanted);
        if (read.length <= skip) skip -= read.length;
        else {
          ids.push(...read.slice(skip));
          skip = 0;
        }
        continue;
      }
      if (known === undefined) {
        const size = await source.countUpTo!(group, skip);
        if (size < skip) {
          skip -= size;
          continue;
        }
      }
    }
    ids.push(...(await source.ids(group, 'newest', skip, wanted)));
    skip = 0;
  }
  return ids;
}
