import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-ui';
import ContactPage from '../../../pages/content/contact-page';
import { mockApi, renderWithProviders, type Answer } from 'shared-ui/test-support';

const THANKS = 'Thanks for your message. We usually answer within two working days.';

// MUI re-renders the whole form on each key: long texts are pasted, which keeps the tests quick.
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: /your name/i }));
  await user.paste('  Jane Doe ');
  await user.click(screen.getByRole('textbox', { name: /email address/i }));
  await user.paste('jane@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /topic/i }), 'account');
  await user.click(screen.getByRole('textbox', { name: /message/i }));
  await user.paste('My verification email never arrived.');
}

jest.setTimeout(15_000);

function deferred() {
  let resolve!: (a: Answer) => void;
  const promise = new Promise<Answer>((r) => (resolve = r));
  return { promise, resolve };
}

describe('contact form', () => {
  it('shows every problem inline on submit, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi({});
    renderWithProviders(<ContactPage />, { at: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address so we can answer you.')).toBeInTheDocument();
    expect(screen.getByText('Please choose what your message is about.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /your name/i });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(calls.requests).toHaveLength(0);
  });

  it('checks a field when it is left, and clears the message once it is fixed', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderWithProviders(<ContactPage />, { at: '/contact' });
    const email = screen.getByRole('textbox', { name: /email address/i });
    await user.click(email);
    await user.paste('jane@');
    expect(screen.queryByText(/valid email address/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeInTheDocument();
    await user.click(email);
    await user.keyboard('{End}');
    await user.paste('example.com');
    expect(email).toHaveValue('jane@example.com');
    expect(screen.queryByText(/valid email address/)).not.toBeInTheDocument();

    const message = screen.getByRole('textbox', { name: /message/i });
    await user.type(message, 'Too short');
    await user.tab();
    expect(screen.getByText('Your message must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('9 / 5,000')).toBeInTheDocument();
  });

  it('sends the trimmed message, disables the button while sending, then shows the server’s confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred();
    const calls = mockApi({ 'POST /api/contact': () => answer.promise });
    renderWithProviders(<ContactPage />, { at: '/contact' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const sending = await screen.findByRole('button', { name: /Sending/ });
    expect(sending).toBeDisabled();
    expect(await calls.bodyOf('POST', '/api/contact')).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      topic: 'account',
      message: 'My verification email never arrived.',
    });
    // Submitting again while sending (Enter in a field) sends nothing more.
    fireEvent.submit(sending.closest('form')!);
    expect(calls.requests).toHaveLength(1);

    answer.resolve({ status: 202, body: { message: THANKS } });
    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('');
  });

  it('shows the server’s message when sending fails, and lets the person try again', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/contact': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many messages sent from your network. Please try again in an hour or email us directly.' },
      },
    });
    renderWithProviders(<ContactPage />, { at: '/contact' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages sent from your network. Please try again in an hour or email us directly.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('My verification email never arrived.');
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'POST /api/contact': { networkError: true } });
    renderWithProviders(<ContactPage />, { at: '/contact' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach TrustReviews. Check your connection and try again.');
  });

  it('takes the topic from the link and the name and email from the signed-in user', async () => {
    mockApi({});
    const jane: User = {
      id: '6f1c2b1e-8d4b-4c55-9f57-0e6a3f4b2a11',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      role: 'user',
      profileImageUrl: null,
      emailVerified: true,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    renderWithProviders(<ContactPage />, { at: '/contact?topic=press', user: jane });
    expect(screen.getByRole('combobox', { name: /topic/i })).toHaveValue('press');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /your name/i })).toHaveValue('Jane Doe'));
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('jane@example.com');
  });

  it('ignores an unknown topic in the link', () => {
    mockApi({});
    renderWithProviders(<ContactPage />, { at: '/contact?topic=billing' });
    expect(screen.getByRole('combobox', { name: /topic/i })).toHaveValue('');
  });
});
