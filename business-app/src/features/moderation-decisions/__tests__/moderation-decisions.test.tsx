import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { CompanyDecision } from 'shared-ui';
import { ModerationDecisionsCard } from '../components/moderation-decisions-card';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const LIST = `GET /api/business/companies/${COMPANY}/moderation-decisions`;

const decision = (over: Partial<CompanyDecision> = {}): CompanyDecision => ({
  id: '77',
  action: 'hide_reply',
  facts: 'The reply insults the reviewer.',
  decidedAt: '2026-11-20T10:00:00.000Z',
  reviewId: '22222222-2222-4222-8222-222222222222',
  reviewTitle: 'Late sofa',
  windowClosesAt: '2027-05-20T10:00:00.000Z',
  windowOpen: true,
  complaint: 'none',
  ...over,
});

describe('moderation decisions on the business dashboard', () => {
  it('lists each decision with its facts, and files a complaint about one, announced, after naming a statement too short', async () => {
    const user = userEvent.setup();
    let filed = false;
    const calls = mockApi({
      [LIST]: () => ({ body: [decision({ complaint: filed ? 'open' : 'none' })] }),
      'POST /api/business/moderation-decisions/77/complaint': () => {
        filed = true;
        return { status: 201, body: { id: 'c1', status: 'open' } };
      },
    });
    renderWithProviders(<ModerationDecisionsCard companyId={COMPANY} />);
    const item = await screen.findByRole('listitem', { name: 'Your reply hidden: “Late sofa”' });
    expect(item).toHaveTextContent('The reply insults the reviewer.');
    await user.click(within(item).getByRole('button', { name: 'Complain about this decision' }));
    const box = within(item).getByRole('textbox', { name: /why should the decision change/i });
    expect(box).toHaveFocus();
    await user.type(box, 'Polite.');
    await user.click(within(item).getByRole('button', { name: 'Send complaint' }));
    expect(box).toHaveAccessibleDescription(/Please explain why the decision should change/);
    expect(calls.count('POST', '/api/business/moderation-decisions/77/complaint')).toBe(0);
    await user.type(box, ' Our reply only explains the delay.');
    await user.click(within(item).getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Complaint sent' }));
    expect(await calls.bodyOf('POST', '/api/business/moderation-decisions/77/complaint')).toEqual({ statement: 'Polite. Our reply only explains the delay.' });
    expect(await screen.findByText(/You complained; a moderator other than the one who decided will answer by email./)).toBeInTheDocument();
  });

  it('shows the refusal and keeps the statement', async () => {
    const user = userEvent.setup();
    mockApi({
      [LIST]: { body: [decision()] },
      'POST /api/business/moderation-decisions/77/complaint': { status: 409, body: { statusCode: 409, message: 'Complaints about this decision closed on 2026-05-20, six months after it was made.' } },
    });
    renderWithProviders(<ModerationDecisionsCard companyId={COMPANY} />);
    const item = await screen.findByRole('listitem', { name: 'Your reply hidden: “Late sofa”' });
    await user.click(within(item).getByRole('button', { name: 'Complain about this decision' }));
    const box = within(item).getByRole('textbox', { name: /why should the decision change/i });
    await user.type(box, 'Our reply only explains the delay.');
    await user.click(within(item).getByRole('button', { name: 'Send complaint' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('closed on 2026-05-20');
    expect(box).toHaveValue('Our reply only explains the delay.');
  });

  it('offers no complaint once the window closed, and says when', async () => {
    mockApi({ [LIST]: { body: [decision({ windowOpen: false, windowClosesAt: '2026-05-20T10:00:00.000Z', action: 'dismiss_reports' })] } });
    renderWithProviders(<ModerationDecisionsCard companyId={COMPANY} />);
    const item = await screen.findByRole('listitem', { name: 'Reports dismissed: the review stays published: “Late sofa”' });
    expect(within(item).queryByRole('button', { name: 'Complain about this decision' })).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Complaints closed on');
  });
});
