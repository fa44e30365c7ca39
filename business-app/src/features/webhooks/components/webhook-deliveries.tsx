// An endpoint's latest deliveries: what was sent, whether it arrived, and when the next try is; and
// the events that were never queued for it, because too many deliveries were waiting already.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DataTable, QueryState, type WebhookEndpoint } from 'shared-ui';
import { awaitingFirstAttempt, useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { webhooksKey } from '../api/get-webhooks';
import { dateTime, deliveryState, droppedEventsNote, eventLabel } from '../utils/webhook-status';

/** Events not queued leave no row in the deliveries table: this says how many there were, when, and how to catch up. */
export function DroppedEvents({ endpoint }: { endpoint: WebhookEndpoint }) {
  const note = droppedEventsNote(endpoint);
  if (!note) return null;
  // A note, not an alert: it is read when the panel opens, not announced as news.
  return (
    <Alert severity="warning" role="note" sx={{ mb: 2 }}>
      {note}
    </Alert>
  );
}

export function WebhookDeliveries({ companyId, endpointId, url }: { companyId: string; endpointId: string; url: string }) {
  const deliveries = useWebhookDeliveries(companyId, endpointId);
  const client = useQueryClient();
  // A delivery tried for the first time moved its endpoint's last status too: read that again.
  const waiting = awaitingFirstAttempt(deliveries.data);
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) void client.invalidateQueries({ queryKey: webhooksKey(companyId), exact: true });
    before.current = waiting;
  }, [waiting, client, companyId]);

  return (
    <QueryState query={deliveries} errorMessage="We could not load the deliveries.">
      {(rows) =>
        rows.length === 0 ? (
          <Typography variant="body2">Nothing has been sent to this endpoint yet.</Typography>
        ) : (
          // Wider than a phone: DataTable then scrolls it sideways in a named region keyboard users can focus.
          <DataTable caption="The 50 latest deliveries, newest first" label={`Latest deliveries to ${url}`} sx={{ minWidth: 640 }}>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Queued</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Next attempt</th>
                <th scope="col">Last answer</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <td>
                    <code>{eventLabel(d.event)}</code>
                  </td>
                  <td>{dateTime(d.createdAt)}</td>
                  <td>{deliveryState(d)}</td>
                  <td>{d.attempts}</td>
                  <td>{d.nextAttemptAt ? dateTime(d.nextAttemptAt) : '—'}</td>
                  <td>
                    {/* Without an HTTP status, the sentence below says what happened instead (a timeout, a refused certificate...). */}
                    {d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : d.attempts > 0 && d.lastError ? null : '—'}
                    {d.lastError && (
                      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {d.lastError}
                      </Typography>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )
      }
    </QueryState>
  );
}
