import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { ReviewForm } from '../components/review-form';
import { company, demoUser } from './fixtures';

jest.setTimeout(20_000);

function renderForm(onSubmit = jest.fn(), user = demoUser) {
  mockApi({});
  renderWithProviders(
    <ReviewForm
      companyChoice={{ kind: 'fixed', company }}
      initialValues={{ companyId: company.id, rating: null, title: '', content: '', topic: '' }}
      onSubmit={onSubmit}
      submitLabel="Publish review"
      pendingLabel="Publishing…"
    />,
    { at: '/write-review', path: '/write-review', user },
  );
  return onSubmit;
}

describe('ReviewForm', () => {
  it('blocks submitting without a rating and says what is missing', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose a star rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Please give your review a title')).toBeInTheDocument();
    expect(screen.getByText('Please write about your experience')).toBeInTheDocument();
    // Focus goes to the first problem: the star picker.
    expect(screen.getByRole('radio', { name: /1 star/ })).toHaveFocus();
  });

  it('still blocks with text but no rating', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Title/), 'Quick and friendly');
    await fill(user, screen.getByLabelText(/^Your review/), 'They answered my call within a minute.');

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose a star rating from 1 to 5')).toBeInTheDocument();
    expect(screen.queryByText('Please give your review a title')).not.toBeInTheDocument();
  });

  it('submits a complete review and counts characters', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Quick and friendly');
    await fill(user, screen.getByLabelText(/^Your review/), 'They answered my call within a minute.');
    expect(screen.getByText('38 / 5,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).toHaveBeenCalledWith({
      companyId: company.id,
      rating: 4,
      title: 'Quick and friendly',
      content: 'They answered my call within a minute.',
      topic: '',
    });
  });

  it('shows a too-short message when leaving the text field', async () => {
    renderForm();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Your review/), 'Too short');
    await user.tab();
    expect(screen.getByText('Review text must be between 10 and 5000 characters')).toBeInTheDocument();
  });

  it('tells an unverified reviewer about the Verified badge', () => {
    renderForm(jest.fn(), { ...demoUser, emailVerified: false });
    expect(screen.getByText(/Reviews from verified email addresses get a Verified badge/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
  });
});
