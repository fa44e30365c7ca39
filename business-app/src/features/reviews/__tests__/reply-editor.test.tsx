// The owner's public reply under a review: written, edited and removed in place, with the API's
// sentence when it refuses.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldLimits } from 'shared-ui';
import { fill, lastToast, makeBusinessAccount, makeReview, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { ReplyEditor } from '../components/reply-editor';

const review = makeReview({ title: 'Parcel never came', rating: 1, authorName: 'Sam T.' });
const REPLY = `/api/business/reviews/${review.id}/reply`;
const reply = { content: 'We are sorry, Sam: a new parcel is on its way.', createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z' };
const replied = { ...review, reply };
const FORBIDDEN = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You no longer own Northwind Outfitters.' } };

function renderEditor(r = review) {
  return renderWithProviders(<ReplyEditor review={r} companyName="Northwind Outfitters" />, { business: makeBusinessAccount() });
}

describe('reply editor', () => {
  it('publishes a new reply, trimmed, and says it now shows on the public page', async () => {
    const calls = mockApi({ [`PUT ${REPLY}`]: { body: replied } });
    renderEditor();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Reply to Sam T.' });
    await fill(user, within(form).getByRole('textbox', { name: 'Your public reply' }), `  ${reply.content}  `);
    await user.click(within(form).getByRole('button', { name: 'Publish reply' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply published', description: 'Your reply now shows under the review on your public page.', variant: 'success' }));
    expect(await calls.bodyOf('PUT', REPLY)).toEqual({ content: reply.content });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an existing reply, and edits it in place', async () => {
    const calls = mockApi({ [`PUT ${REPLY}`]: { body: { ...replied, reply: { ...reply, content: 'A new parcel left today.' } } } });
    renderEditor(replied);
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Reply from Northwind Outfitters' })).toHaveTextContent(reply.content);
    await user.click(screen.getByRole('button', { name: 'Edit reply' }));

    const field = screen.getByRole('textbox', { name: 'Your public reply' });
    expect(field).toHaveValue(reply.content);
    await user.clear(field);
    await fill(user, field, 'A new parcel left today.');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply published' }));
    expect(await calls.bodyOf('PUT', REPLY)).toEqual({ content: 'A new parcel left today.' });
    // Back to the reply as it is shown.
    expect(await screen.findByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
  });

  it('cancels an edit without a call', async () => {
    const calls = mockApi({});
    renderEditor(replied);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit reply' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Reply from Northwind Outfitters' })).toHaveTextContent(reply.content);
    expect(calls.requests).toHaveLength(0);
  });

  it('removes a reply', async () => {
    const calls = mockApi({ [`DELETE ${REPLY}`]: { status: 204 } });
    renderEditor(replied);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove reply' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply removed', variant: 'success' }));
    expect(calls.count('DELETE', REPLY)).toBe(1);
  });

  it('moves focus to the reply field on Edit, and back to Edit reply on Cancel', async () => {
    mockApi({});
    renderEditor(replied);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit reply' }));
    expect(screen.getByRole('textbox', { name: 'Your public reply' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit reply' })).toHaveFocus();
  });

  it('shows a published reply at once and puts focus on its Edit button', async () => {
    mockApi({ [`PUT ${REPLY}`]: { body: replied } });
    renderEditor();
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Your public reply' }), reply.content);
    await user.keyboard('{Tab}{Enter}');
    const edit = await screen.findByRole('button', { name: 'Edit reply' });
    expect(edit).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('group', { name: 'Reply from Northwind Outfitters' })).toHaveTextContent(reply.content);
    expect(screen.queryByRole('textbox', { name: 'Your public reply' })).not.toBeInTheDocument();
  });

  it('puts focus on Edit reply after a saved edit', async () => {
    const edited = { ...reply, content: 'A new parcel left today.', updatedAt: '2026-11-24T10:00:00.000Z' };
    mockApi({ [`PUT ${REPLY}`]: { body: { ...replied, reply: edited } } });
    renderEditor(replied);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit reply' }));
    const field = screen.getByRole('textbox', { name: 'Your public reply' });
    await user.clear(field);
    await fill(user, field, edited.content);
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit reply' })).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Reply from Northwind Outfitters' })).toHaveTextContent(edited.content);
  });

  it('after removing a reply, announces it and puts focus on the empty reply field', async () => {
    mockApi({ [`DELETE ${REPLY}`]: { status: 204 } });
    renderEditor(replied);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove reply' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply removed', variant: 'success' }));
    const field = await screen.findByRole('textbox', { name: 'Your public reply' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Reply from Northwind Outfitters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish reply' })).toBeInTheDocument();
  });

  it("says why a reply was refused, and keeps what was typed", async () => {
    mockApi({ [`PUT ${REPLY}`]: FORBIDDEN });
    renderEditor();
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Your public reply' }), 'Sorry to hear that.');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You no longer own Northwind Outfitters.');
    expect(screen.getByRole('textbox', { name: 'Your public reply' })).toHaveValue('Sorry to hear that.');
    expect(lastToast()).toBeUndefined();
  });

  it('says why a reply could not be removed, and keeps it', async () => {
    mockApi({ [`DELETE ${REPLY}`]: FORBIDDEN });
    renderEditor(replied);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You no longer own Northwind Outfitters.');
    expect(screen.getByRole('group', { name: 'Reply from Northwind Outfitters' })).toHaveTextContent(reply.content);
  });

  it('keeps focus on Remove reply while the removal runs and after it fails, and says why', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = mockApi({ [`DELETE ${REPLY}`]: () => answered.then(() => FORBIDDEN) });
    renderEditor(replied);
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: 'Remove reply' });
    await user.click(remove);

    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    // Inactive but still focusable: a disabled button would drop focus to the page.
    expect(remove).toBeEnabled();
    expect(remove).toHaveFocus();
    await user.click(remove);
    act(() => answer());

    expect(await screen.findByRole('alert')).toHaveTextContent('You no longer own Northwind Outfitters.');
    expect(remove).toHaveFocus();
    expect(remove).not.toHaveAttribute('aria-disabled');
    expect(calls.count('DELETE', REPLY)).toBe(1);
  });

  it('refuses a reply longer than the API takes, before any call', async () => {
    const max = fieldLimits.ReplyDto.content.maxLength;
    const calls = mockApi({});
    renderEditor();
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Your public reply' }), 'x'.repeat(max + 1));
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(screen.getByText(`A reply must be at most ${max.toLocaleString('en')} characters`)).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it("refuses a reply shorter than the API's minimum, with its sentence, before any call", async () => {
    const min = fieldLimits.ReplyDto.content.minLength;
    expect(min).toBeGreaterThan(1);
    const calls = mockApi({});
    renderEditor();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Your public reply' });
    await fill(user, field, ' k ');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(field).toHaveAccessibleDescription(new RegExp(`A reply must be at least ${min} characters`));
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(calls.requests).toHaveLength(0);
    // An empty reply says to write one.
    await user.clear(field);
    expect(field).toHaveAccessibleDescription(/Please write a reply/);
  });

  it('publishes once for two clicks in the same tick', async () => {
    const calls = mockApi({ [`PUT ${REPLY}`]: { body: replied } });
    renderEditor();
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Your public reply' }), reply.content);
    const publish = screen.getByRole('button', { name: 'Publish reply' });
    act(() => {
      publish.click();
      publish.click();
    });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply published' }));
    expect(calls.count('PUT', REPLY)).toBe(1);
  });
});
