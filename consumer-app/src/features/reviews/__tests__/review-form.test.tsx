import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { ReviewForm } from '../components/review-form';
import { answerDisclosures, company, demoUser } from './fixtures';

jest.setTimeout(20_000);

function renderForm(onSubmit = jest.fn(), user = demoUser) {
  mockApi({});
  renderWithProviders(
    <ReviewForm
      companyChoice={{ kind: 'fixed', company }}
      initialValues={{ companyId: company.id, rating: null, title: '', content: '', topic: '', incentive: '', connection: '' }}
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
    await answerDisclosures(user);

    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(onSubmit).toHaveBeenCalledWith({
      companyId: company.id,
      rating: 4,
      title: 'Quick and friendly',
      content: 'They answered my call within a minute.',
      topic: '',
      incentive: 'none',
      connection: 'none',
    });
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

  it('tells an unverified reviewer about the Verified badge', () => {
    renderForm(jest.fn(), { ...demoUser, emailVerified: false });
    expect(screen.getByText(/Reviews from verified email addresses get a Verified badge/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
  });
});
