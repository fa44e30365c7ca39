import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { currentLocation, renderWithProviders } from 'shared-ui/test-support';
import { useReviewView } from '../hooks/use-review-view';

let change: ReturnType<typeof useReviewView>[1] = () => undefined;

function Probe() {
  const [, set] = useReviewView();
  useEffect(() => {
    change = set;
  });
  return null;
}

test('a second change made before the page shows the first builds on it (a sort right after clearing a filter)', () => {
  renderWithProviders(<Probe />, { at: '/companies/x?rating=5', path: '/companies/:id' });
  // Both in one go, as when the new view's reviews are still loading and the page still renders the old view.
  act(() => {
    change({ rating: 'all' });
    change({ sort: 'lowest' });
  });
  expect(currentLocation()).toBe('/companies/x?sort=lowest');
});
