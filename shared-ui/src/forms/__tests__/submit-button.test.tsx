import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SubmitButton } from '../submit-button';

/** A form whose call is pending until the test ends it, as a refusal or as a success that moves the focus on. */
function Form({ onSubmit }: { onSubmit: (done: (next?: 'heading') => void) => void }) {
  const [pending, setPending] = useState(false);
  const [heading, setHeading] = useState(false);
  return (
    <>
      {heading && (
        <h2 tabIndex={-1} ref={(h) => h?.focus()}>
          Done
        </h2>
      )}
      <form
        aria-label="Form"
        onSubmit={(e) => {
          e.preventDefault();
          setPending(true);
          onSubmit((next) => {
            setPending(false);
            if (next) setHeading(true);
          });
        }}
      >
        <input aria-label="Name" />
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save
        </SubmitButton>
      </form>
    </>
  );
}

/** The browser drops the focus of a button that becomes disabled; jsdom keeps it, so the test does what the browser does. */
const dropFocusLikeABrowser = () => act(() => (document.activeElement as HTMLElement | null)?.blur());

describe('SubmitButton', () => {
  it('gives the focus back to the pressed button when a refused call ends with the focus nowhere', async () => {
    let finish: (next?: 'heading') => void = () => {};
    render(<Form onSubmit={(done) => (finish = done)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    dropFocusLikeABrowser();
    expect(document.body).toHaveFocus();
    act(() => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('leaves the focus where the form put it', async () => {
    let finish: (next?: 'heading') => void = () => {};
    render(<Form onSubmit={(done) => (finish = done)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    dropFocusLikeABrowser();
    act(() => finish('heading'));
    expect(screen.getByRole('heading', { name: 'Done' })).toHaveFocus();
  });

  it('leaves the focus in the field a form was submitted from with Enter', async () => {
    let finish: (next?: 'heading') => void = () => {};
    render(<Form onSubmit={(done) => (finish = done)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    act(() => finish());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
