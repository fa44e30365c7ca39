// The Messages tab: what people sent through the contact form, newest first, with who sent it and
// how to answer; an empty inbox and a failed load say so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { ContactMessage } from 'shared-ui';
import { ContactMessages } from '../components/contact-messages';

const moderator = makeUser({ role: 'moderator' });
const MESSAGES = 'GET /api/admin/contact-messages?limit=50';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const newest: ContactMessage = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Ada Byron',
  email: 'ada@example.com',
  topic: 'Account',
  message: 'I cannot sign in.\nThe reset link has expired.',
  createdAt: minutesAgo(5),
};
const older: ContactMessage = {
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  topic: 'Press',
  message: 'May I quote your transparency figures?',
  createdAt: minutesAgo(3 * 60),
};

describe('the contact messages', () => {
  it('shows the latest 50 messages in the order the API gives them, newest first, each with its sender, topic and text', async () => {
    const calls = mockApi({ [MESSAGES]: { body: [newest, older] } });
    renderWithProviders(<ContactMessages />, { user: moderator });
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');

    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual(['Message from Ada Byron', 'Message from Grace Hopper']);
    expect(calls.count('GET', '/api/admin/contact-messages?limit=50')).toBe(1);

    const first = screen.getByRole('article', { name: 'Message from Ada Byron' });
    expect(first).toHaveTextContent('5 minutes ago · Account · Ada Byron (ada@example.com)');
    // The text as written, its line breaks kept.
    expect(within(first).getByText(/I cannot sign in\./).textContent).toBe('I cannot sign in.\nThe reset link has expired.');
    expect(screen.getByRole('article', { name: 'Message from Grace Hopper' })).toHaveTextContent('3 hours ago · Press · Grace Hopper (grace@example.com)May I quote your transparency figures?');
  });

  it('links each sender\'s address, to answer by mail', async () => {
    mockApi({ [MESSAGES]: { body: [newest] } });
    renderWithProviders(<ContactMessages />, { user: moderator });
    const message = await screen.findByRole('article', { name: 'Message from Ada Byron' });
    expect(within(message).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
  });

  it('says when nobody has written yet', async () => {
    mockApi({ [MESSAGES]: { body: [] } });
    renderWithProviders(<ContactMessages />, { user: moderator });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the messages could not be loaded, and Try again reads them again', async () => {
    let failing = true;
    const calls = mockApi({
      [MESSAGES]: () => (failing ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' } } : { body: [older] }),
    });
    renderWithProviders(<ContactMessages />, { user: moderator });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the messages.');
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Message from Grace Hopper' })).toBeInTheDocument();
    expect(calls.count('GET', '/api/admin/contact-messages?limit=50')).toBe(2);
  });
});
