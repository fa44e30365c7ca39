// The queue's query leaves the default source and empty filters out (as its address always did),
// and an item's words: the most reported reason, and what dismissing it closes.
import type { QueueItem } from 'shared-ui';
import { queueQuery } from '../api/get-queue';
import { dismissLabel, mostReported, plural } from '../utils/queue-labels';

const item = (over: Partial<QueueItem>) => ({ reasons: {}, reportCount: 0, signals: [], ...over }) as QueueItem;
const burst = { signal: 'burst', label: 'Burst of reviews', description: '' } as QueueItem['signals'][number];

describe('the reports queue query and labels', () => {
  it('leaves the default source and empty filters out of the query', () => {
    expect(queueQuery({ source: 'all' }, 0)).toEqual({ offset: 0, limit: 20 });
    expect(JSON.parse(JSON.stringify(queueQuery({ source: 'signals', signal: 'burst', companyId: 'c1' }, 40)))).toEqual({ source: 'signals', signal: 'burst', companyId: 'c1', offset: 40, limit: 20 });
  });

  it('offers the reason most reporters gave, the first by name on a tie, and none without reports', () => {
    expect(mostReported(item({ reasons: { offensive: 1, fake: 3 }, reportCount: 4 }))).toBe('fake');
    expect(mostReported(item({ reasons: { other: 2, advertising: 2 }, reportCount: 4 }))).toBe('advertising');
    expect(mostReported(item({ signals: [burst] }))).toBe('');
  });

  it('names what dismissing closes', () => {
    expect(dismissLabel(item({ signals: [burst] }))).toBe('Dismiss signals');
    expect(dismissLabel(item({ reportCount: 1 }))).toBe('Dismiss reports');
    expect(dismissLabel(item({ reportCount: 1, signals: [burst] }))).toBe('Dismiss reports and signals');
    expect(plural(1200, 'queued review', 'queued reviews')).toBe('1,200 queued reviews');
  });
});
