import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, renderWithProviders } from '../../../test-support';
import { CredentialsForm } from '../realm-forms';

/** The sign-in form of both realms, as a page shows it, with something else on the page to move focus to. */
function renderForm(onSubmit = jest.fn()) {
  renderWithProviders(
    <>
      <main tabIndex={-1} data-testid="main" />
      <CredentialsForm name="Sign in" emailLabel="Email" forgotPasswordPath="/forgot-password" onSubmit={onSubmit} />
    </>,
  );
  return onSubmit;
}

describe('CredentialsForm messages', () => {
  it('says nothing when focus leaves the untouched, autofocused email field (the page frame focuses a new page)', () => {
    renderForm();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    act(() => screen.getByTestId('main').focus());
    expect(email).not.toHaveFocus();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a field once something was typed in it and it is left', async () => {
    renderForm();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Email/), 'jane@');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    // Emptied again: the field was typed in, so "required" shows.
    await user.clear(screen.getByLabelText(/^Email/));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('shows every message on submit and focuses the first field in error', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
