import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { ReviewForm } from '../components/review-form';
import { answerDisclosures, company, demoUser } from './fixtures';

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
      initialValues={{ companyId: company.id, rating: null, title: '', content: '', topic: '', experienceDate, incentive: '', connection: '' }}
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
    await answerDisclosures(user);

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).toHaveBeenCalledWith({
      companyId: company.id,
      rating: 4,
      title: 'Quick and friendly',
      content: 'They answered my call within a minute.',
      topic: '',
      experienceDate: day(-3),
      incentive: 'none',
      connection: 'none',
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
    await answerDisclosures(user);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ experienceDate: day(-6) }));
  });

  it('asks both disclosure questions as radio groups named by their legends, answered by keyboard', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    const incentive = screen.getByRole('radiogroup', { name: 'Did you receive anything for writing this review?' });
    const connection = screen.getByRole('radiogroup', { name: `Are you connected to ${company.name}?` });
    expect(incentive.closest('fieldset')).toContainElement(screen.getByText('Did you receive anything for writing this review?', { selector: 'legend' }));
    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Quick and friendly');
    await fill(user, screen.getByLabelText(/^Your review/), 'They answered my call within a minute.');
    fireEvent.change(screen.getByLabelText(/^Date of experience/), { target: { value: day(-1) } });

    // Into the first group by Tab, along it with the arrow keys, on to the next group by Tab.
    screen.getByRole('radio', { name: 'No, nothing' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Yes, money' })).toBeChecked();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Yes, a gift' })).toBeChecked();
    await user.tab();
    expect(connection).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'No, I am not connected to it' })).toBeChecked();

    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ incentive: 'gift', connection: 'none' }));
  });

  it('announces unanswered questions and takes focus to the first one', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Quick and friendly');
    await fill(user, screen.getByLabelText(/^Your review/), 'They answered my call within a minute.');
    fireEvent.change(screen.getByLabelText(/^Date of experience/), { target: { value: day(-1) } });

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining(['Please say whether you received anything for writing this review', 'Please say whether you are connected to this company']),
    );
    expect(screen.getByRole('radio', { name: 'No, nothing' })).toHaveFocus();
  });

  it('tells a connected reviewer before sending that they cannot publish, and keeps what they wrote', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await fill(user, screen.getByLabelText(/^Title/), 'Best bank in town');
    await fill(user, screen.getByLabelText(/^Your review/), 'I know the team well and they are brilliant.');
    await user.click(screen.getByRole('radio', { name: 'No, nothing' }));
    await user.click(screen.getByRole('radio', { name: 'I work for it' }));

    expect(screen.getByRole('status')).toHaveTextContent(/connected to a company .* cannot review it, so this review cannot be published/);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Best bank in town');
    expect(screen.getByLabelText(/^Your review/)).toHaveValue('I know the team well and they are brilliant.');
    expect(screen.getByRole('radio', { name: /5 stars/ })).toBeChecked();
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
