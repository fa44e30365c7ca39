import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeReview, mockApi, renderWithProviders } from '../../../test-support';
import { ReviewCard } from '../../components/ReviewCard';

const edited = makeReview({
  title: 'Went downhill',
  rating: 2,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  editedAt: '2026-11-03T10:00:00.000Z',
  earlierVersions: 1,
});
const VERSIONS_URL = `GET /api/reviews/${edited.id}/versions`;
const earlier = {
  rating: 5,
  title: 'Worth every penny',
  content: 'The delivery came a day early, well packed.',
  topic: 'Delivery',
  writtenAt: '2026-10-01T09:00:00.000Z',
  replacedAt: '2026-11-03T10:00:00.000Z',
};

const render = (review = edited) => renderWithProviders(<ReviewCard review={review} />);

describe('an edited review on its card', () => {
  test('says it was edited, with the date, beside the date it was written', () => {
        render();
    const mark = screen.getByText(/^Edited/);
    expect(mark).toHaveTextContent('Edited November 3, 2026');
    expect(within(mark).getByText('November 3, 2026')).toHaveAttribute('datetime', edited.editedAt);
  });

  test('a review never edited says nothing of edits and offers no earlier version', () => {
        render(makeReview({ editedAt: null, earlierVersions: 0 }));
    expect(screen.queryByText(/Edited/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /earlier version/ })).not.toBeInTheDocument();
  });

  test('edited with no rating change: the mark, and no earlier version to open', () => {
        render(makeReview({ editedAt: '2026-11-03T10:00:00.000Z', earlierVersions: 0 }));
    expect(screen.getByText(/^Edited/)).toHaveTextContent('Edited November 3, 2026');
    expect(screen.queryByRole('button', { name: /earlier version/ })).not.toBeInTheDocument();
  });
});

describe('the earlier version of a review whose rating changed', () => {
  test('is read only when opened, by keyboard, and shown marked with its rating, text and dates; focus stays on the button', async () => {
    const user = userEvent.setup();
    const requests = mockApi({ [VERSIONS_URL]: { body: { versions: [earlier] } } });
    render();
    const button = screen.getByRole('button', { name: 'Show the earlier version' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleDescription('Went downhill');
    expect(requests.count('GET', /\/versions$/)).toBe(0);

    act(() => button.focus());
    await user.keyboard('{Enter}');
    const version = await screen.findByRole('group', { name: 'Earlier version, replaced November 3, 2026' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Hide the earlier version');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(version);
    expect(within(version).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(version).getByText('Worth every penny')).toBeInTheDocument();
    expect(within(version).getByText(earlier.content)).toBeInTheDocument();
    expect(version).toHaveTextContent('Earlier version · written October 1, 2026 · replaced November 3, 2026');
    expect(within(version).getByText('Topic: Delivery')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('The earlier version is shown below the button.')).toBeInTheDocument());

    // Space closes it; opening it again asks nothing more.
    await user.keyboard(' ');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: /Earlier version/ })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: /Earlier version/ })).toBeInTheDocument();
    expect(requests.count('GET', /\/versions$/)).toBe(1);
  });

  test('names how many there are when there are several, newest replaced first', async () => {
    const user = userEvent.setup();
    const older = { ...earlier, rating: 3, title: 'Fine at first', writtenAt: '2026-09-01T09:00:00.000Z', replacedAt: '2026-10-01T09:00:00.000Z' };
    mockApi({ [VERSIONS_URL]: { body: { versions: [earlier, older] } } });
    render({ ...edited, earlierVersions: 2 });
    await user.click(screen.getByRole('button', { name: 'Show the 2 earlier versions' }));
    const groups = await screen.findAllByRole('group', { name: /^Earlier version/ });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Earlier version, replaced November 3, 2026', 'Earlier version, replaced October 1, 2026']);
    expect(screen.getByRole('button', { name: 'Hide the 2 earlier versions' })).toHaveFocus();
  });

  test('a review no longer published says so instead of its earlier version, and a failed read can be tried again', async () => {
    const user = userEvent.setup();
    let answers = 0;
    mockApi({
      [VERSIONS_URL]: () => (++answers === 1 ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' } } : { body: { versions: [earlier] } }),
    });
    render();
    await user.click(screen.getByRole('button', { name: 'Show the earlier version' }));
    expect(await screen.findByText('We could not load the earlier version.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: /Earlier version/ })).toBeInTheDocument();
  });

  test('a hidden review answers 404: the reader is told it is not published now', async () => {
    const user = userEvent.setup();
    mockApi({ [VERSIONS_URL]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Review not found.' } } });
    render();
    await user.click(screen.getByRole('button', { name: 'Show the earlier version' }));
    expect(await screen.findByText('This review is not published now, so its earlier versions are not shown.')).toBeInTheDocument();
  });
});
