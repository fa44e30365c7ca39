import { toggleChoice } from '../utils/toggle-choice';

const ALL = ['review.created', 'review.updated', 'review.hidden'];

describe('toggleChoice', () => {
  it('adds a ticked item in the order of all, whatever the order of ticking', () => {
    expect(toggleChoice(ALL, ['review.hidden'], 'review.created', true)).toEqual(['review.created', 'review.hidden']);
    expect(toggleChoice(ALL, ['review.created', 'review.hidden'], 'review.updated', true)).toEqual(ALL);
  });

  it('removes a cleared item, and ticking one already chosen changes nothing', () => {
    expect(toggleChoice(ALL, ALL, 'review.updated', false)).toEqual(['review.created', 'review.hidden']);
    expect(toggleChoice(ALL, ['review.hidden'], 'review.hidden', true)).toEqual(['review.hidden']);
  });
});
