import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HelpPage from '../../../pages/content/help-page';
import { matchesQuery, textOf } from '../faq-search';
import { renderWithProviders } from 'shared-ui/test-support';

describe('help center FAQ', () => {
  it('groups questions under h2 topics, each question an h3 accordion that opens on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { at: '/help' });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(
      expect.arrayContaining(['Getting started', 'Writing reviews', 'Review labels and votes', 'Your account', 'For businesses', 'Privacy and data']),
    );
    const question = screen.getByRole('button', { name: 'Can I review the same company twice?' });
    expect(question.closest('h3')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I review the same company twice?' })).toHaveTextContent(/edit your existing review/);
  });

  it('narrows the questions to those matching every word, searching answers too, and says how many', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { at: '/help' });
    const search = screen.getByRole('searchbox', { name: 'Search the help center' });
    await user.type(search, 'password link');
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('match'))!;
    expect(status).toHaveTextContent(/questions? match/);
    const questions = screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent);
    expect(questions).toContain('I forgot my password. What do I do?');
    expect(questions).not.toContain('Do I need an account to read reviews?');
    // Topics without a match disappear, with their links in the topic list.
    expect(screen.queryByRole('heading', { level: 2, name: 'For businesses' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zebra crossing');
    expect(screen.getByText(/No questions match “zebra crossing”/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Topics' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('offers a way to contact support', () => {
    renderWithProviders(<HelpPage />, { at: '/help' });
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });
});

describe('FAQ search helpers', () => {
  it('reads the text of a React tree', () => {
    expect(
      textOf(
        <p>
          Open <a href="/x">account settings</a> and {2} more {null}
          {false}
        </p>,
      ).replace(/\s+/g, ' '),
    ).toBe('Open account settings and 2 more ');
  });

  it('matches every word, in any order, ignoring case and accents', () => {
    expect(matchesQuery('Résumé of the café', 'CAFE resume')).toBe(true);
    expect(matchesQuery('Password reset link', 'link password')).toBe(true);
    expect(matchesQuery('Password reset link', 'password email')).toBe(false);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });
});
