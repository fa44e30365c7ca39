import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { NoticeComplaint } from 'shared-ui';
import { MyReportsSection } from '../components/my-reports-section';

const NOTICE = 'a6c1d2e3-0000-4000-8000-000000000001';

const report = (over: Partial<NoticeComplaint> = {}): NoticeComplaint => ({
  noticeId: NOTICE,
  about: 'A review',
  companyName: 'Acme Sofas',
  decision: {
    id: '41',
    action: 'dismiss_reports',
    decision_ground: null,
    category: null,
    decision_facts: 'Rude, but about service, not a person.',
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

describe('your reports on the profile', () => {
  it('shows nothing without a decided report', async () => {
    const calls = mockApi({ 'GET /api/notices/mine': { body: [] } });
    renderWithProviders(<MyReportsSection />, { at: '/profile' });
    await waitFor(() => expect(calls.count('GET', '/api/notices/mine')).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Your reports' })).not.toBeInTheDocument();
  });

  it('lists each decision and files a complaint about one, announced, with the item then saying so', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/notices/mine': { body: [report()] },
      [`POST /api/notices/${NOTICE}/complaint`]: { status: 201, body: report({ complaint: 'open' }) },
    });
    renderWithProviders(<MyReportsSection />, { at: '/profile' });
    const item = await screen.findByRole('listitem', { name: 'A review of Acme Sofas: We took no action: the content stays published' });
    expect(item).toHaveTextContent('Rude, but about service, not a person.');
    await user.click(within(item).getByRole('button', { name: 'Complain about this decision' }));
    const box = within(item).getByRole('textbox', { name: /why should the decision change/i });
    await user.type(box, 'Short.');
    await user.click(within(item).getByRole('button', { name: 'Send complaint' }));
    expect(box).toHaveAccessibleDescription(/Please explain why the decision should change/);
    expect(calls.count('POST', `/api/notices/${NOTICE}/complaint`)).toBe(0);
    await user.type(box, ' It names the cashier and insults her.');
    await user.click(within(item).getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Complaint sent' }));
    expect(await calls.bodyOf('POST', `/api/notices/${NOTICE}/complaint`)).toEqual({ statement: 'Short. It names the cashier and insults her.' });
    expect(await within(item).findByText('You complained; a different moderator will decide, and we will email you the outcome.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Complain about this decision' })).not.toBeInTheDocument();
  });

  it('says when the window closed and offers no complaint', async () => {
    mockApi({ 'GET /api/notices/mine': { body: [report({ windowOpen: false, windowClosesAt: '2026-05-01T10:00:00.000Z' })] } });
    renderWithProviders(<MyReportsSection />, { at: '/profile' });
    const item = await screen.findByRole('listitem', { name: /A review of Acme Sofas/ });
    expect(item).toHaveTextContent('Complaints closed on 1 May 2026.');
    expect(within(item).queryByRole('button', { name: 'Complain about this decision' })).not.toBeInTheDocument();
  });
});
