// A form sends one request per submit, from the first click until the answer: a double click, even
// two clicks in one tick before React renders the disabled button, or Enter pressed twice.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from '../submit-button';
import { useForm } from '../use-form';

/** A one-field form whose call answers when the test says. */
function Form({ send }: { send: (name: string) => Promise<unknown> | void }) {
  const form = useForm({ initialValues: { name: 'Ada' }, validate: (v) => (v.name.trim() ? {} : { name: 'Name is required' }) });
  return (
    <form aria-label="Form" noValidate onSubmit={form.handleSubmit((v) => send(v.name))}>
      <input aria-label="Name" {...form.field('name')} />
      <SubmitButton pending={form.submitting} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the form lock', () => {
  it('sends once for two clicks in the same tick, before React renders the disabled button', async () => {
    const call = deferred();
    const send = jest.fn(() => call.promise);
    render(<Form send={send} />);
    const button = screen.getByRole('button', { name: 'Save' });
    act(() => {
      button.click();
      button.click();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => call.resolve());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('sends once for a double click and for Enter pressed twice, and again once the answer came', async () => {
    let call = deferred();
    const send = jest.fn(() => call.promise);
    render(<Form send={send} />);
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(1);
    const field = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.submit(field.closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());

    call = deferred();
    await user.type(field, '{Enter}{Enter}');
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => call.resolve());
  });

  it('opens again after a refused call, for the corrected form', async () => {
    const call = deferred();
    const send = jest.fn(() => call.promise);
    render(<Form send={send} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {
      call.reject(new Error('409'));
      await call.promise.catch(() => undefined);
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('takes no lock for a submit that fails validation or makes no call', async () => {
    const send = jest.fn(() => undefined);
    render(<Form send={send} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    await user.type(field, 'Bo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
