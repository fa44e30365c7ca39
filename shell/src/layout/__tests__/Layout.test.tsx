import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Layout } from '../Layout';
import { mockSession, renderWithProviders } from 'shared-ui/test-support';

/** The shell's frame, with the session from the (mocked) API. */
function renderWithApp(ui: ReactElement) {
  return renderWithProviders(ui, { user: 'fetch', business: 'fetch' });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

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
});
