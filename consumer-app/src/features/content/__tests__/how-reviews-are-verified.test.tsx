// The page every review label and score links to: for each label, what it means, what is checked
// and what is not, in the words of the definitions the review card uses.
import { screen, within } from '@testing-library/react';
import { REVIEW_LABELS } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/test-support';
import HowReviewsAreVerifiedPage from '../../../pages/content/how-reviews-are-verified-page';

function section(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no section #${id}`);
  return el.closest('section') ?? el.parentElement!;
}

it("has a section for each label, at the anchor the label links to, saying what is checked and what is not", () => {
  renderWithProviders(<HowReviewsAreVerifiedPage />, { at: '/how-reviews-are-verified' });
  expect(screen.getByRole('heading', { level: 1, name: 'How reviews are verified' })).toBeInTheDocument();
  for (const label of Object.values(REVIEW_LABELS)) {
    const s = section(label.anchor);
    expect(within(s).getByRole('heading', { level: 2, name: label.text })).toBeInTheDocument();
    expect(s).toHaveTextContent(label.meaning);
    expect(within(s).getByRole('heading', { level: 3, name: 'What we check' })).toBeInTheDocument();
    expect(within(s).getByRole('heading', { level: 3, name: 'What we do not check' })).toBeInTheDocument();
    for (const line of [...label.checked, ...label.notChecked]) expect(s).toHaveTextContent(line);
  }
});

it('says Email confirmed checks the address, not the experience, and that only Verified evidences the experience', () => {
  renderWithProviders(<HowReviewsAreVerifiedPage />, { at: '/how-reviews-are-verified' });
  expect(section('email-confirmed')).toHaveTextContent(/Whether the reviewer had the experience they review/);
  expect(section('verified')).toHaveTextContent(/only label that says "Verified"/);
  expect(section('date-of-experience')).toHaveTextContent(/within the last 3 years/);
});
