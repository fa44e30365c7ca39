import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { fill, lastToast, renderWithProviders } from 'shared-ui/test-support';
import { DecisionDialog } from '../components/decision-dialog';

function renderDialog(props: Partial<Parameters<typeof DecisionDialog>[0]> = {}) {
  const onConfirm = jest.fn(() => Promise.resolve());
  const onClose = jest.fn();
  renderWithProviders(<DecisionDialog title="Hide “Great shop”" intro="The review leaves every public list." confirmLabel="Hide review" done="Review hidden" onConfirm={onConfirm} onClose={onClose} {...props} />);
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('DecisionDialog', () => {
  it('sends one decision for two clicks in the same tick', async () => {
    const { onConfirm, user } = renderDialog();
    await fill(user, screen.getByRole('textbox', { name: 'Facts and circumstances' }), 'Checked against the guidelines.');
    const confirm = screen.getByRole('button', { name: 'Hide review' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Review hidden' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('refuses to confirm until the statement of reasons has at least 10 characters, not counting spaces around it', async () => {
    const { onConfirm, onClose, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Hide “Great shop”' });
    const facts = screen.getByRole('textbox', { name: 'Facts and circumstances' });

    await fill(user, facts, '   Too short   ');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Please state the facts and circumstances in 10 to 2,000 characters.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();

    await user.clear(facts);
    await fill(user, facts, '  Ten chars!  ');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Ten chars!'));
    expect(onClose).toHaveBeenCalled();
    expect(lastToast()).toMatchObject({ title: 'Review hidden', variant: 'success' });
  });

  it('marks the facts as missing on their own field and focuses it, not with a sentence above the form', async () => {
    const { onConfirm, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    const facts = screen.getByRole('textbox', { name: 'Facts and circumstances' });
    await waitFor(() => expect(facts).toHaveFocus());
    expect(facts).toHaveAttribute('aria-invalid', 'true');
    expect(facts).toHaveAccessibleDescription('Please state the facts and circumstances in 10 to 2,000 characters.');
    expect(screen.queryByText('Please complete the decision first.')).not.toBeInTheDocument();
    await fill(user, facts, 'The review advertises a competitor.');
    expect(facts).not.toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses to confirm while the fields above the facts are incomplete', async () => {
    const { onConfirm, user } = renderDialog({ ready: false });
    await fill(user, screen.getByRole('textbox', { name: 'Facts and circumstances' }), 'The review advertises a competitor.');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Please complete the decision first.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the API's message when the decision fails", async () => {
    const { onClose, user } = renderDialog({ onConfirm: () => Promise.reject(new ApiError(409, JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'This review is already hidden.' }), 'Conflict')) });
    await fill(user, screen.getByRole('textbox', { name: 'Facts and circumstances' }), 'The review advertises a competitor.');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('This review is already hidden.')).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: 'The decision was not saved', description: 'This review is already hidden.', variant: 'destructive' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
