import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'shared-ui';
import { Layout } from '../Layout';
import { mockSession, renderWithProviders } from 'shared-ui/test-support';

/** The shell's frame, with the session from the (mocked) API. */
function renderWithApp(ui: ReactElement) {
  return renderWithProviders(ui, { user: 'fetch', business: 'fetch' });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

/** A page with a filter kept in its query, changed as the company page and /admin change theirs, and a link to another page. */
function FilteredPage() {
  const [params, setParams] = useSearchParams();
  const stars = params.get('rating') ?? 'all';
  return (
    <>
      <p>Showing {stars}</p>
      <button type="button" onClick={() => setParams({ rating: '1' }, { replace: true })}>
        1 star
      </button>
      <button type="button" onClick={() => setParams({ rating: '2' })}>
        2 stars
      </button>
      <Link to="/about">Our story</Link>
    </>
  );
}

describe('Layout', () => {
  it('puts the skip link first; it moves focus to the main content', async () => {
    mockSession('signed-out');
    renderWithApp(
      <Layout>
        <h1>Find companies you can trust</h1>
      </Layout>,
    );

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');

    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('has the banner, main and footer landmarks in order', () => {
    mockSession('signed-out');
    renderWithApp(
      <Layout>
        <p>Page</p>
      </Layout>,
    );
    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps focus and the scroll position on a change of the query, replaced or pushed', async () => {
    mockSession('signed-out');
    renderWithApp(
      <Layout>
        <FilteredPage />
      </Layout>,
    );
    const oneStar = screen.getByRole('button', { name: '1 star' });
    await userEvent.click(oneStar);
    expect(await screen.findByText('Showing 1')).toBeInTheDocument();
    expect(oneStar).toHaveFocus();

    const twoStars = screen.getByRole('button', { name: '2 stars' });
    await userEvent.click(twoStars);
    expect(await screen.findByText('Showing 2')).toBeInTheDocument();
    expect(twoStars).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('starts another page at its top, with focus on its content', async () => {
    mockSession('signed-out');
    renderWithApp(
      <Layout>
        <FilteredPage />
      </Layout>,
    );
    await userEvent.click(screen.getByRole('button', { name: '1 star' }));
    await userEvent.click(screen.getByRole('link', { name: 'Our story' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
