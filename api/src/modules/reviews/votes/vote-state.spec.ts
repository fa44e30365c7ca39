import { transition } from './vote-state.js';

describe('vote state machine', () => {
  it.each([
    [null, 'helpful', 'helpful', 1, 0],
    [null, 'not_helpful', 'not_helpful', 0, 1],
    ['helpful', 'helpful', null, -1, 0],
    ['not_helpful', 'not_helpful', null, 0, -1],
    ['helpful', 'not_helpful', 'not_helpful', -1, 1],
    ['not_helpful', 'helpful', 'helpful', 1, -1],
    ['helpful', null, null, -1, 0],
    ['not_helpful', null, null, 0, -1],
    [null, null, null, 0, 0],
  ] as const)('%s + %s -> %s (helpful %i, not helpful %i)', (current, requested, next, h, nh) => {
    expect(transition(current, requested)).toEqual({ next, helpfulDelta: h, notHelpfulDelta: nh });
  });

  it('keeps counters equal to the votes held, over any sequence', () => {
    const sequence = ['helpful', 'helpful', 'not_helpful', null, 'not_helpful', 'helpful', 'helpful'] as const;
    let state: 'helpful' | 'not_helpful' | null = null;
    let helpful = 0;
    let notHelpful = 0;
    for (const requested of sequence) {
      const t = transition(state, requested);
      state = t.next;
      helpful += t.helpfulDelta;
      notHelpful += t.notHelpfulDelta;
      expect(helpful).toBe(state === 'helpful' ? 1 : 0);
      expect(notHelpful).toBe(state === 'not_helpful' ? 1 : 0);
    }
  });
});
