import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoticeComplaintPage, { head } from '../../../pages/notice-complaint-page';
import { mockApi, renderWithProviders } from 'shared-ui/test-support';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const AT = `/notices/complaint?token=${TOKEN}`;

jest.setTimeout(15_000);

const decided = (over: Record<string, unknown> = {}) => ({
  noticeId: 'a6c1d2e3-0000-4000-8000-000000000001',
  about: 'A review',
  companyName: 'Acme Sofas',
  decision: {
    id: '41',
    action: 'dismiss_reports',
    decision_ground: null,
    category: null,
    decision_facts: 'It is the business address, public on its own site.',
    source_type: 'SOURCE_ARTICLE_16',
    automated_detection: false,
    automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    application_date: '2026-11-01T10:00:00.000Z',
  },
  windowClosesAt: '2027-05-01T10:00:00.000Z',
  windowOpen: true,
  complaint: 'none',
  ...over,
});

describe('notice complaint page', () => {
  it('shows the decision, its facts and until when a complaint is open, and is never indexed', async () => {
    mockApi({ 'POST /api/notices/complaint/lookup': { status: 200, body: decided() } });
    renderWithProviders(<NoticeComplaintPage />, { at: AT });
    expect(await screen.findByText('We took no action: the content stays published')).toBeInTheDocument();
    expect(screen.getByText('It is the business address, public on its own site.')).toBeInTheDocument();
    expect(screen.getByText('You can complain until 1 May 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our terms' })).toHaveAttribute('href', '/terms#dispute-settlement');
    expect(head({ params: {}, search: new URLSearchParams(`token=${TOKEN}`), site: 'https://x.example' }).robots).toBe('noindex');
  });

  it('names the statement when it is too short and sends nothing, then files the complaint with the token and confirms it with the focus', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi({
      'POST /api/notices/complaint/lookup': { status: 200, body: decided() },
      'POST /api/notices/complaint': { status: 201, body: decided({ complaint: 'open' }) },
    });
    renderWithProviders(<NoticeComplaintPage />, { at: AT });
    const box = await screen.findByRole('textbox', { name: /why should the decision change/i });
    await user.click(box);
    await user.paste('No.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(/Please explain why the decision should change/);
    expect(calls.count('POST', '/api/notices/complaint')).toBe(0);

    await user.paste(' It is the home address of an employee.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await calls.bodyOf('POST', '/api/notices/complaint')).toEqual({ token: TOKEN, statement: 'No. It is the home address of an employee.' });
    const done = await screen.findByRole('heading', { name: 'Thank you: we received your complaint' });
    expect(done).toHaveFocus();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/notices/complaint/lookup': { status: 200, body: decided() },
      'POST /api/notices/complaint': { status: 429, body: { statusCode: 429, message: 'Too many complaints with this link today. Please try again tomorrow.' } },
    });
    renderWithProviders(<NoticeComplaintPage />, { at: AT });
    const box = await screen.findByRole('textbox', { name: /why should the decision change/i });
    await user.click(box);
    await user.paste('It is the home address of an employee.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many complaints with this link today.');
    expect(box).toHaveValue('It is the home address of an employee.');
  });

  it('says the window closed, with its day, and offers no form', async () => {
    mockApi({ 'POST /api/notices/complaint/lookup': { status: 200, body: decided({ windowOpen: false, windowClosesAt: '2026-05-01T10:00:00.000Z' }) } });
    renderWithProviders(<NoticeComplaintPage />, { at: AT });
    expect(await screen.findByText('Complaints about this decision closed on 1 May 2026, six months after it was made.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send complaint' })).not.toBeInTheDocument();
  });

  it('answers a link that identifies no notice with the reason', async () => {
    mockApi({ 'POST /api/notices/complaint/lookup': { status: 404, body: { statusCode: 404, message: 'This complaint link is not valid. Please use the link in the latest email about your notice.' } } });
    renderWithProviders(<NoticeComplaintPage />, { at: AT });
    expect(await screen.findByRole('alert')).toHaveTextContent('This complaint link is not valid.');
  });
});
