import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { ReviewForm } from '../components/review-form';
import { company, demoUser } from './fixtures';

jest.setTimeout(20_000);

/** A local day `n` days from today, YYYY-MM-DD (negative: in the past). */
function day(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function renderForm(onSubmit = jest.fn(), user = demoUser, experienceDate = '') {
  mockApi({});
  renderWithProviders(
    <ReviewForm
      companyChoice={{ kind: 'fixed', company }}
      initialValues={{ companyId: company.id, rating: null, title: '', content: '', topic: '', experienceDate }}
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
    expect(screen.getByText('Please give the date of your experience')).toBeInTheDocument();
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
    // A date field: what a date picker or typing leaves in it is one change of its value.
    fireEvent.change(screen.getByLabelText(/^Date of experience/), { target: { value: day(-3) } });

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).toHaveBeenCalledWith({
      companyId: company.id,
      rating: 4,
      title: 'Quick and friendly',
      content: 'They answered my call within a minute.',
      topic: '',
      experienceDate: day(-3),
    });
  });

  it('asks for the date of experience, required, offering no day after today, and refuses a future one', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    const date = screen.getByLabelText(/^Date of experience/);
    expect(date).toBeRequired();
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('max', day(0));
    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Quick and friendly');
    await fill(user, screen.getByLabelText(/^Your review/), 'They answered my call within a minute.');
    fireEvent.change(date, { target: { value: day(2) } });

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Date of experience cannot be in the future')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Date of experience cannot be in the future');
    expect(date).toHaveFocus();
  });

  it("starts with the date it is given (an invitation's order date), which the reviewer may change", async () => {
    const onSubmit = renderForm(jest.fn(), demoUser, day(-6));
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Date of experience/)).toHaveValue(day(-6));
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Arrived quickly');
    await fill(user, screen.getByLabelText(/^Your review/), 'The parcel came two days after my order.');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ experienceDate: day(-6) }));
  });

  it('shows a too-short message when leaving the text field', async () => {
    renderForm();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Your review/), 'Too short');
    await user.tab();
    expect(screen.getByText('Review text must be between 10 and 5000 characters')).toBeInTheDocument();
  });

  it('tells an unconfirmed reviewer about the Email confirmed label, never promising Verified', () => {
    renderForm(jest.fn(), { ...demoUser, emailVerified: false });
    expect(screen.getByText(/Reviews from confirmed email addresses are labelled Email confirmed/)).toBeInTheDocument();
    expect(screen.queryByText(/Verified badge/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
  });
});
