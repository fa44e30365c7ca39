// The Reports tab: reviews that users reported or the fake-review signals flagged, oldest wait
// first, each to hide (with a reason and ground) or to clear by dismissing its reports; the
// company's reply under one may be hidden (or shown again) on its own.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CompanyReply, QueryState, relativeTime, REPORT_REASONS, ReviewCard } from 'shared-ui';
import type { QueueItem, ReviewReply } from 'shared-ui';
import { useDecision, useQueue } from '../api/admin-api';
import { DecisionDialog } from './decision-dialog';

type Ground = 'incompatible' | 'illegal';

const REASON_LABEL = Object.fromEntries(REPORT_REASONS.map((r) => [r.value, r.label])) as Record<string, string>;

/** The reason most reporters gave (none for an item only a signal raised). */
function mostReported(item: QueueItem): string {
  return Object.entries(item.reasons).sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0] ?? '';
}

/** What dismissing closes: the reports, the automatic flags, or both. */
function dismissLabel(item: QueueItem): string {
  if (item.reportCount === 0) return 'Dismiss signals';
  return item.signals.length > 0 ? 'Dismiss reports and signals' : 'Dismiss reports';
}

/** What the review or reply breaks and on which ground: both hide decisions ask it. */
function HideFields({ reason, ground, onReason, onGround }: { reason: string; ground: Ground; onReason: (r: string) => void; onGround: (g: Ground) => void }) {
  const groundLabel = useId();
  return (
    <Stack spacing={2}>
      <TextField select label="What it breaks" value={reason} onChange={(e) => onReason(e.target.value)} required fullWidth>
        {REPORT_REASONS.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <FormLabel id={groundLabel}>Decision ground</FormLabel>
        <RadioGroup row aria-labelledby={groundLabel} value={ground} onChange={(e) => onGround(e.target.value as Ground)}>
          <FormControlLabel value="incompatible" control={<Radio />} label="Against our guidelines" />
          <FormControlLabel value="illegal" control={<Radio />} label="Illegal content" />
        </RadioGroup>
      </Box>
    </Stack>
  );
}

/** The company's reply under a queued review, with what a moderator may do about it alone. */
function ReplyBlock({ reply, companyName, onHide, onRestore }: { reply: ReviewReply; companyName?: string; onHide: () => void; onRestore: () => void }) {
  return (
    <Box>
      <CompanyReply reply={reply} companyName={companyName} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { xs: 1, sm: 3 }, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {reply.hidden ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Hidden by a moderator: the public does not see this reply.
            </Typography>
            <Button size="small" variant="outlined" onClick={onRestore}>
              Restore reply
            </Button>
          </>
        ) : (
          <Button size="small" variant="outlined" color="error" onClick={onHide}>
            Hide reply
          </Button>
        )}
      </Stack>
    </Box>
  );
}

export function ReportsQueue() {
  const queue = useQueue();
  const [hiding, setHiding] = useState<{ item: QueueItem; part: 'review' | 'reply' }>();
  const [dismissing, setDismissing] = useState<QueueItem>();
  const [restoringReply, setRestoringReply] = useState<QueueItem>();
  const [reason, setReason] = useState('');
  const [ground, setGround] = useState<Ground>('incompatible');
  const hide = useDecision<{ id: string; reason: string; ground: Ground; facts: string }>(
    (v) => `/api/admin/reviews/${v.id}/hide`,
    (v) => ({ reason: v.reason, ground: v.ground, facts: v.facts }),
  );
  const hideReply = useDecision<{ id: string; reason: string; ground: Ground; facts: string }>(
    (v) => `/api/admin/reviews/${v.id}/hide-reply`,
    (v) => ({ reason: v.reason, ground: v.ground, facts: v.facts }),
  );
  const restoreReply = useDecision<{ id: string; facts: string }>((v) => `/api/admin/reviews/${v.id}/restore-reply`, (v) => ({ facts: v.facts }));
  const dismiss = useDecision<{ id: string; facts: string }>((v) => `/api/admin/reviews/${v.id}/dismiss-reports`, (v) => ({ facts: v.facts }));
  return (
    <QueryState query={queue} loadingLabel="Loading reports…" errorMessage="We could not load the reports.">
      {(data) =>
        data.items.length === 0 ? (
          <Alert severity="success">No open reports or signals. Well done.</Alert>
        ) : (
          <Stack spacing={3}>
            {data.items.map((item) => (
              <Box key={item.review.id} component="section" aria-label={`Reports and signals about “${item.review.title}”`}>
                <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {item.reportCount > 0 ? `${item.reportCount} ${item.reportCount === 1 ? 'report' : 'reports'}` : 'Flagged automatically'}, waiting since{' '}
                    {relativeTime(item.waitingSince)}:
                  </Typography>
                  {Object.entries(item.reasons).map(([r, n]) => (
                    <Chip key={r} size="small" color="warning" variant="outlined" label={`${REASON_LABEL[r] ?? r} × ${n}`} />
                  ))}
                  {item.signals.map((s) => (
                    <Chip key={s.signal} size="small" variant="outlined" label={`Signal: ${s.label}`} />
                  ))}
                </Stack>
                {item.signals.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
                    {item.signals.map((s) => (
                      <li key={s.signal}>
                        {s.label}: {s.description}
                      </li>
                    ))}
                  </Box>
                )}
                {item.details.length > 0 && (
                  <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
                    Reporters say: {item.details.join(' | ')}
                  </Typography>
                )}
                <ReviewCard
                  review={item.review}
                  showCompany
                  hideReport
                  replySlot={
                    item.review.reply && (
                      <ReplyBlock
                        reply={item.review.reply}
                        companyName={item.review.company?.name}
                        onHide={() => {
                          // The reports are about the review: the reason for hiding its reply is the moderator's own.
                          setReason('');
                          setGround('incompatible');
                          setHiding({ item, part: 'reply' });
                        }}
                        onRestore={() => setRestoringReply(item)}
                      />
                    )
                  }
                  actions={
                    <>
                      <Button
                        size="small"
                        variant="contained"
                        color="error"
                        onClick={() => {
                          // The reporters' first reason is the likeliest; an item flagged only by signals has none.
                          setReason(mostReported(item));
                          setGround('incompatible');
                          setHiding({ item, part: 'review' });
                        }}
                      >
                        Hide
                      </Button>
                      <Button size="small" variant="outlined" onClick={() => setDismissing(item)}>
                        {dismissLabel(item)}
                      </Button>
                    </>
                  }
                />
              </Box>
            ))}
            {hiding?.part === 'review' && (
              <DecisionDialog
                title={`Hide “${hiding.item.review.title}”`}
                intro="The review leaves every public list and the company's rating at once. Its author sees your reasons and may appeal."
                confirmLabel="Hide review"
                done="Review hidden"
                ready={Boolean(reason)}
                fields={<HideFields reason={reason} ground={ground} onReason={setReason} onGround={setGround} />}
                onConfirm={(facts) => hide.mutateAsync({ id: hiding.item.review.id, reason, ground, facts })}
                onClose={() => setHiding(undefined)}
              />
            )}
            {hiding?.part === 'reply' && (
              <DecisionDialog
                title={`Hide the reply to “${hiding.item.review.title}”`}
                intro="Only the company's reply leaves the public pages; the review stays published, and its reports stay open until you decide them."
                confirmLabel="Hide reply"
                done="Reply hidden"
                ready={Boolean(reason)}
                fields={<HideFields reason={reason} ground={ground} onReason={setReason} onGround={setGround} />}
                onConfirm={(facts) => hideReply.mutateAsync({ id: hiding.item.review.id, reason, ground, facts })}
                onClose={() => setHiding(undefined)}
              />
            )}
            {restoringReply && (
              <DecisionDialog
                title={`Restore the reply to “${restoringReply.review.title}”`}
                intro="The company's reply shows under the review again, as it was."
                confirmLabel="Restore reply"
                done="Reply restored"
                onConfirm={(facts) => restoreReply.mutateAsync({ id: restoringReply.review.id, facts })}
                onClose={() => setRestoringReply(undefined)}
              />
            )}
            {dismissing && (
              <DecisionDialog
                title={`${dismissLabel(dismissing)} about “${dismissing.review.title}”`}
                intro="The review stays as it is; its open reports and signals are closed."
                confirmLabel={dismissLabel(dismissing)}
                done="Dismissed"
                onConfirm={(facts) => dismiss.mutateAsync({ id: dismissing.review.id, facts })}
                onClose={() => setDismissing(undefined)}
              />
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}
