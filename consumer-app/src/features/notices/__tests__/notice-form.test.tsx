import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoticePage from '../../../pages/notice-page';
import { mockApi, renderWithProviders } from 'shared-ui/test-support';

const REVIEW_ID = '3b7f0c1e-2a4d-4e8f-9c1a-5d6e7f8a9b0c';
const AT = `/notices/new?type=review&id=${REVIEW_ID}`;
const RECEIVED = 'Thank you: we received your notice and emailed you a confirmation. A moderator will review it, and we will email you the decision.';

jest.setTimeout(15_000);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Contains personal information' }));
  await user.click(screen.getByRole('radio', { name: /It is illegal/ }));
  await user.click(screen.getByRole('textbox', { name: /which law/i }));
  await user.paste('GDPR');
  await user.click(screen.getByRole('textbox', { name: /explanation/i }));
  await user.paste('  It publishes the home address of an employee. ');
  await user.click(screen.getByRole('textbox', { name: /your name/i }));
  await user.paste('Jane Visitor');
  await user.click(screen.getByRole('textbox', { name: /email address/i }));
  await user.paste('jane@example.com');
  await user.click(screen.getByRole('checkbox', { name: /good faith/ }));
}

describe('notice form', () => {
  it('names every missing field on submit, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi({});
    renderWithProviders(<NoticePage />, { at: AT });
    expect(screen.getByText('A review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send notice' }));

    expect(screen.getByText('Please choose what is wrong with it.')).toBeInTheDocument();
    expect(screen.getByText('Please say whether it is illegal or against our guidelines.')).toBeInTheDocument();
    expect(screen.getByText('Please explain why.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address: we send the receipt and the decision there.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you believe in good faith that your notice is accurate and complete.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fake, or not based on a real experience' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'What is wrong with it?' })).toHaveAccessibleDescription('Please choose what is wrong with it.');
    expect(screen.getByRole('checkbox', { name: /good faith/ })).toHaveAccessibleDescription(/Please confirm/);
    expect(calls.requests).toHaveLength(0);
  });

  it('asks for the law only when the content is said to be illegal, and focuses it when it is missing', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderWithProviders(<NoticePage />, { at: AT });
    expect(screen.queryByRole('textbox', { name: /which law/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Offensive or harmful language' }));
    await user.click(screen.getByRole('radio', { name: /It is illegal/ }));
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    const law = screen.getByRole('textbox', { name: /which law/i });
    expect(law).toHaveFocus();
    expect(law).toHaveAccessibleDescription('Please name the law it breaks.');
  });

  it('sends the notice with the item from the link, then shows a confirmation that takes the focus', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi({ 'POST /api/notices': { status: 201, body: { id: 'a6c1d2e3-0000-4000-8000-000000000001', receivedAt: '2026-01-01T00:00:00.000Z', message: RECEIVED } } });
    renderWithProviders(<NoticePage />, { at: AT });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await calls.bodyOf('POST', '/api/notices')).toEqual({
      targetType: 'review',
      targetId: REVIEW_ID,
      reason: 'personal_information',
      ground: 'illegal',
      law: 'GDPR',
      explanation: 'It publishes the home address of an employee.',
      name: 'Jane Visitor',
      email: 'jane@example.com',
      goodFaith: true,
    });
    const heading = await screen.findByRole('heading', { name: 'Notice sent' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(RECEIVED);
    expect(screen.getByText('a6c1d2e3-0000-4000-8000-000000000001')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps everything typed', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/notices': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many notices sent from your network. Please try again in an hour.' } },
    });
    renderWithProviders(<NoticePage />, { at: AT });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many notices sent from your network. Please try again in an hour.');
    expect(screen.getByRole('textbox', { name: /explanation/i })).toHaveValue('  It publishes the home address of an employee. ');
    expect(screen.getByRole('checkbox', { name: /good faith/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Contains personal information' })).toBeChecked();
  });

  it('explains where to start when the link names no item', () => {
    mockApi({});
    renderWithProviders(<NoticePage />, { at: '/notices/new' });
    expect(screen.queryByRole('button', { name: 'Send notice' })).not.toBeInTheDocument();
    expect(screen.getByText(/use the “Report illegal content” link/)).toBeInTheDocument();
  });
});
