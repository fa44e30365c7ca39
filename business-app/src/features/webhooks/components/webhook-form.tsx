// Registering an endpoint: its URL and the events it receives. The API checks the address
// (https, no private network) and says in a sentence what to change, shown at the URL field.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { compactErrors, errorMessage, errorStatus, fieldLimits, FormAlert, SubmitButton, toast, useForm, type CreatedWebhook, type WebhookEventName } from 'shared-ui';
import { useCreateWebhook } from '../api/create-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { toggleChoice } from '../utils/toggle-choice';
import { WEBHOOK_EVENTS } from '../utils/webhook-status';

const URL_MAX = fieldLimits.CreateWebhookDto.url.maxLength;
const ALL_EVENTS = WEBHOOK_EVENTS.map((e) => e.name);

/**
 * Whether the API refused the URL (http://, a private address, an unknown host, one registered
 * already), to be said at the field rather than above the form. Its answer names no field: a 400
 * here is about the URL, as the events are checked on this side and come from a fixed list; of
 * its two conflicts, the one about the URL says so, the other is the limit of endpoints.
 */
function refusesUrl(error: unknown, message: string): boolean {
  const status = errorStatus(error);
  return status === 400 || (status === 409 && /\bURL\b/.test(message));
}

export function WebhookForm({ companyId, onCreated }: { companyId: string; onCreated: (webhook: CreatedWebhook) => void }) {
  const create = useCreateWebhook(companyId);
  const eventsHelp = useId();
  // `limit`: refused as the company has 5 endpoints already.
  const [failure, setFailure] = useState<{ message: string; limit: boolean }>();
  // That refusal was about the list as it was: once an endpoint is deleted it no longer holds, and
  // its message would send the owner looking for a limit they are no longer at.
  const endpoints = useWebhooks(companyId).data;
  useEffect(() => setFailure((shown) => (shown?.limit ? undefined : shown)), [endpoints]);
  // The API's sentence about the URL sent, shown as the field's error until the URL is edited.
  const [urlRefusal, setUrlRefusal] = useState<string>();
  const urlInput = useRef<HTMLInputElement>(null);
  const form = useForm<{ url: string; events: WebhookEventName[] }>({
    initialValues: { url: '', events: ALL_EVENTS },
    validate: (v) =>
      compactErrors({
        url: !v.url.trim() ? 'Please enter the URL of your endpoint.' : v.url.trim().length > URL_MAX ? `Webhook URLs must be at most ${URL_MAX.toLocaleString('en')} characters.` : undefined,
        events: v.events.length === 0 ? 'Please choose at least one event.' : undefined,
      }),
  });
  const url = form.field('url', 'An https:// address on your server, such as https://example.com/webhooks/trustreviews');
  const eventsError = form.errorFor('events');
  const toggle = (name: WebhookEventName, on: boolean) => {
    form.touch('events');
    form.setValue('events', toggleChoice(ALL_EVENTS, form.values.events, name, on));
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Add a webhook endpoint"
      onSubmit={form.handleSubmit((v) => {
        setFailure(undefined);
        setUrlRefusal(undefined);
        return create.mutateAsync({ url: v.url.trim(), events: v.events }).then(
          (webhook) => {
            form.reset({ url: '', events: ALL_EVENTS });
            toast({ title: 'Endpoint added', description: 'Copy its signing secret now: it is shown only once.', variant: 'success' });
            onCreated(webhook);
          },
          (e: unknown) => {
            const message = errorMessage(e, 'We could not add the endpoint. Please try again.');
            if (refusesUrl(e, message)) {
              setUrlRefusal(message);
              // To the field, which reads the sentence out as its description.
              urlInput.current?.focus();
            } else {
              setFailure({ message, limit: errorStatus(e) === 409 });
            }
          },
        );
      })}
    >
      <FormAlert>{failure?.message}</FormAlert>
      <TextField
        {...url}
        error={url.error || Boolean(urlRefusal)}
        helperText={urlRefusal ?? url.helperText}
        onChange={(e) => {
          url.onChange(e);
          setUrlRefusal(undefined);
        }}
        inputRef={urlInput}
        label="Endpoint URL"
        type="url"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: URL_MAX, inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
      />
      <FormControl component="fieldset" error={Boolean(eventsError)} sx={{ mt: 1 }}>
        <FormLabel component="legend">Events to send</FormLabel>
        {/* Each checkbox is described by the hint (or the error, and marked invalid), not the group: a screen reader says it with the checkbox the focus moves to. */}
        <FormGroup>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event.name}
              control={
                <Checkbox
                  name="events"
                  checked={form.values.events.includes(event.name)}
                  onChange={(e) => toggle(event.name, e.target.checked)}
                  slotProps={{ input: { 'aria-invalid': eventsError ? true : undefined, 'aria-describedby': eventsHelp } }}
                />
              }
              label={
                <span>
                  <code>{event.name}</code>: {event.label}
                </span>
              }
            />
          ))}
        </FormGroup>
        <FormHelperText id={eventsHelp}>{eventsError ?? 'A review deleted by its author is not announced.'}</FormHelperText>
      </FormControl>
      <Box sx={{ mt: 1 }}>
        <SubmitButton pending={form.submitting} pendingLabel="Adding…">
          Add endpoint
        </SubmitButton>
      </Box>
    </Box>
  );
}
