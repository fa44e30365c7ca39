// The Reports tab: reviews that people reported or the fake-review signals flagged, those people
// reported first, then the longest waiting; narrowed to people's reports or signals, a reason, a
// kind of signal or one company (whose signal clusters are dismissed in one decision each), paged
// with the counts of every filter. Each item is hidden (with a reason and ground) or cleared by
// dismissing its reports; the company's reply under one may be hidden (or shown again) on its own.
// The filters and page live in the address (?source=&reason=&signal=&company=&offset=).
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { CompanyReply, QueryState, relativeTime, REPORT_REASONS, ReviewCard, Link as RouterLink, useSearchParams } from 'shared-ui';
import type { QueueCompany, QueueCounts, QueueItem, ReviewReply, SignalCluster } from 'shared-ui';
import { DecisionDialog, Pager, SIGNAL_LABELS, useKeepPageInRange, type SignalKind } from '../../moderation';
import { useDismissSignals } from '../api/dismiss-signals';
import { useQueue, type QueueFilter } from '../api/get-queue';
import { useQueueCompanies } from '../api/get-queue-companies';
import { useDismissReports, useHideReply, useHideReview, useRestoreReply } from '../api/review-decisions';
import type { Ground, Reason } from '../utils/queue-labels';
type Source = QueueFilter['source'];

const REASON_LABEL = Object.fromEntries(REPORT_REASONS.map((r) => [r.value, r.label])) as Record<string, string>;
const SOURCES: { value: Source; label: string; count: (c: QueueCounts) => number }[] = [
  { value: 'all', label: 'Everything', count: (c) => c.all },
  { value: 'reports', label: "People's reports", count: (c) => c.reports },
  { value: 'signals', label: 'Automatic signals', count: (c) => c.signals },
];

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The reason most reporters gave (none for an item only a signal raised); the API counts them by reason. */
function mostReported(item: QueueItem): Reason | '' {
  return (Object.entries(item.reasons).sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0] ?? '') as Reason | '';
}

/** What dismissing closes: the reports, the automatic flags, or both. */
function dismissLabel(item: QueueItem): string {
  if (item.reportCount === 0) return 'Dismiss signals';
  return item.signals.length > 0 ? 'Dismiss reports and signals' : 'Dismiss reports';
}

/** The filters and page in the address, and how to change them (a new filter starts at the first page). */
function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const source = params.get('source');
  const filter: QueueFilter = {
    source: source === 'reports' || source === 'signals' ? source : 'all',
    // As the address has them: the API refuses one it does not know.
    reason: (params.get('reason') || undefined) as Reason | undefined,
    signal: (params.get('signal') || undefined) as SignalKind | undefined,
    companyId: params.get('company') || undefined,
  };
  const offset = Math.max(0, Math.floor(Number(params.get('offset')) || 0));
  const update = (changes: Partial<Record<'source' | 'reason' | 'signal' | 'company' | 'offset', string | number | undefined>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!('offset' in changes)) next.delete('offset');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === 0 || (key === 'source' && value === 'all')) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { filter, offset, update };
}

/** What the review or reply breaks and on which ground: both hide decisions ask it. */
function HideFields({ reason, ground, onReason, onGround, showErrors }: { reason: Reason | ''; ground: Ground; onReason: (r: Reason) => void; onGround: (g: Ground) => void; showErrors: boolean }) {
  const groundLabel = useId();
  const missing = showErrors && !reason;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="What it breaks"
        value={reason}
        onChange={(e) => onReason(e.target.value as Reason)}
        required
        fullWidth
        error={missing}
        helperText={missing ? 'Choose what the review breaks.' : undefined}
      >
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

/** People's reports or signals, a reason, a kind of signal and a company, each with how many queued reviews it holds. */
function QueueFilters({ filter, counts, companyName, onChange }: { filter: QueueFilter; counts?: QueueCounts; companyName?: string; onChange: ReturnType<typeof useQueueParams>['update'] }) {
  const [input, setInput] = useState('');
  const companyId = filter.companyId;
  const selected = useMemo<QueueCompany | null>(() => (companyId ? { id: companyId, name: companyName ?? '', queued: 0, reported: 0 } : null), [companyId, companyName]);
  // The field shows the chosen company's name: that is no search.
  const search = useDeferredValue(selected && input === selected.name ? '' : input.trim());
  const [open, setOpen] = useState(false);
  const companies = useQueueCompanies(search, open);
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n.toLocaleString('en')})`);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.source}
        onChange={(_, v: Source | null) => v && onChange({ source: v, reason: v === 'signals' ? undefined : filter.reason, signal: v === 'reports' ? undefined : filter.signal })}
        aria-label="Show"
        sx={{ flexWrap: 'wrap' }}
      >
        {SOURCES.map((s) => (
          <ToggleButton key={s.value} value={s.value} sx={{ textTransform: 'none' }}>
            {s.label}
            {counts && count(s.count(counts))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField select label="Report reason" value={filter.reason ?? ''} onChange={(e) => onChange({ reason: e.target.value, source: filter.source === 'signals' ? 'all' : filter.source })} sx={{ minWidth: 220 }}>
          <MenuItem value="">Any reason</MenuItem>
          {REPORT_REASONS.map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.label}
              {count(counts?.byReason[r.value] ?? 0)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Signal" value={filter.signal ?? ''} onChange={(e) => onChange({ signal: e.target.value, source: filter.source === 'reports' ? 'all' : filter.source })} sx={{ minWidth: 220 }}>
          <MenuItem value="">Any signal</MenuItem>
          {(Object.entries(SIGNAL_LABELS) as [SignalKind, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
              {count(counts?.bySignal[value] ?? 0)}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={companies.data ?? []}
          value={selected}
          onChange={(_, v) => onChange({ company: v?.id })}
          inputValue={input}
          onInputChange={(_, v) => setInput(v)}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // The API finds the companies by name: every option it answers fits.
          filterOptions={(options) => options}
          loading={companies.isFetching}
          noOptionsText="No company with queued reviews has that name"
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props}>
              {o.name} — {plural(o.queued, 'queued', 'queued')}
              {o.reported > 0 && `, ${plural(o.reported, 'reported by people', 'reported by people')}`}
            </li>
          )}
          renderInput={(params) => <TextField {...params} label="Company" helperText="Companies with queued reviews, by name" />}
          sx={{ minWidth: 280, flexGrow: 1, maxWidth: 420 }}
        />
      </Stack>
    </Stack>
  );
}

/** One company's view: its queued reviews below, its signal clusters here, each dismissed in one decision. */
function CompanyView({ company, total, clusters, onDismiss, onOnly, onLeave }: {
  company: { id: string; name: string };
  total: number;
  clusters: SignalCluster[];
  onDismiss: (c: SignalCluster) => void;
  onOnly: (c: SignalCluster) => void;
  onLeave: () => void;
}) {
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h2" id={heading} sx={{ fontSize: '1.25rem' }}>
          {company.name}: {plural(total, 'queued review', 'queued reviews')}
        </Typography>
        <Link component={RouterLink} to={`/companies/${company.id}`}>
          Company page
        </Link>
        <Button size="small" onClick={onLeave}>
          Back to the whole queue
        </Button>
      </Stack>
      {clusters.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Open signals by kind. A burst or a cluster of accounts raises one signal on many reviews: once you have looked at them, dismiss the cluster in one decision.
          </Typography>
          <Box component="ul" aria-label={`Signal clusters of ${company.name}`} sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}>
            {clusters.map((c) => (
              <Stack component="li" key={c.signal} direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ py: 1, alignItems: { sm: 'center' }, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ flexGrow: 1 }}>
                  <strong>{c.label}</strong>: {plural(c.count, 'open signal', 'open signals')}, raised {relativeTime(c.firstRaisedAt)}
                  {c.lastRaisedAt !== c.firstRaisedAt && <> to {relativeTime(c.lastRaisedAt)}</>}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="outlined" onClick={() => onOnly(c)} aria-label={`Show only these: ${c.label}`}>
                    Show only these
                  </Button>
                  <Button size="small" variant="contained" onClick={() => onDismiss(c)}>
                    Dismiss all {c.count.toLocaleString('en')}
                  </Button>
                </Stack>
              </Stack>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          No open signals on this company&apos;s reviews.
        </Typography>
      )}
    </Box>
  );
}

export function ReportsQueue() {
  const { filter, offset, update } = useQueueParams();
  const queue = useQueue(filter, offset);
  useKeepPageInRange(queue.data, queue.isPlaceholderData, offset, (o) => update({ offset: o }));
  const [hiding, setHiding] = useState<{ item: QueueItem; part: 'review' | 'reply' }>();
  const [dismissing, setDismissing] = useState<QueueItem>();
  const [restoringReply, setRestoringReply] = useState<QueueItem>();
  const [dismissingCluster, setDismissingCluster] = useState<{ company: { id: string; name: string }; cluster: SignalCluster }>();
  const [reason, setReason] = useState<Reason | ''>('');
  const [ground, setGround] = useState<Ground>('incompatible');
  const hide = useHideReview();
  const hideReply = useHideReply();
  const restoreReply = useRestoreReply();
  const dismiss = useDismissReports();
  const dismissCluster = useDismissSignals();
  const filtered = filter.source !== 'all' || Boolean(filter.reason || filter.signal || filter.companyId);
  // The hide dialogs confirm only once a reason is chosen (ready): `reason as Reason` below is never empty.
  const hideFields = (showErrors: boolean) => <HideFields reason={reason} ground={ground} onReason={setReason} onGround={setGround} showErrors={showErrors} />;
  return (
    <Stack spacing={3}>
      <QueueFilters filter={filter} counts={queue.data?.counts} companyName={queue.data?.company?.name} onChange={update} />
      {queue.data?.company && (
        <CompanyView
          company={queue.data.company}
          total={queue.data.counts.all}
          clusters={queue.data.clusters}
          onDismiss={(cluster) => setDismissingCluster({ company: queue.data!.company!, cluster })}
          onOnly={(cluster) => update({ signal: cluster.signal, source: 'signals', reason: undefined })}
          onLeave={() => update({ company: undefined })}
        />
      )}
      <QueryState query={queue} loadingLabel="Loading reports…" errorMessage="We could not load the reports.">
        {(data) =>
          data.items.length === 0 ? (
            filtered ? (
              <Alert severity="info">Nothing on the queue matches these filters.</Alert>
            ) : (
              <Alert severity="success">No open reports or signals. Well done.</Alert>
            )
          ) : (
            <Stack spacing={3}>
              <Typography sx={{ color: 'text.secondary' }}>
                {data.total.toLocaleString('en')} {filtered ? 'match' : 'on the queue'}; reports from people first, then the longest waiting.
              </Typography>
              {data.items.map((item) => (
                <Box key={item.review.id} component="section" aria-label={`Reports and signals about “${item.review.title}”`}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
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
                        {!filter.companyId && item.review.company && (
                          <Button size="small" onClick={() => update({ company: item.review.companyId })}>
                            {item.companyQueued > 1 ? `All ${item.companyQueued.toLocaleString('en')} queued of ${item.review.company.name}` : `Queue of ${item.review.company.name}`}
                          </Button>
                        )}
                      </>
                    }
                  />
                </Box>
              ))}
              <Pager label="Queue" offset={offset} shown={data.items.length} total={data.total} onChange={(o) => update({ offset: o })} />
            </Stack>
          )
        }
      </QueryState>
      {hiding?.part === 'review' && (
        <DecisionDialog
          title={`Hide “${hiding.item.review.title}”`}
          intro="The review leaves every public list and the company's rating at once. Its author sees your reasons and may appeal."
          confirmLabel="Hide review"
          done="Review hidden"
          ready={Boolean(reason)}
          fields={hideFields}
          onConfirm={(facts) => hide.mutateAsync({ id: hiding.item.review.id, reason: reason as Reason, ground, facts })}
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
          fields={hideFields}
          onConfirm={(facts) => hideReply.mutateAsync({ id: hiding.item.review.id, reason: reason as Reason, ground, facts })}
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
      {dismissingCluster && (
        <DecisionDialog
          title={`Dismiss ${plural(dismissingCluster.cluster.count, `“${dismissingCluster.cluster.label}” signal`, `“${dismissingCluster.cluster.label}” signals`)} on ${dismissingCluster.company.name}`}
          intro={`One decision closes every open “${dismissingCluster.cluster.label}” signal on this company's reviews raised up to ${relativeTime(dismissingCluster.cluster.lastRaisedAt)}. The reviews stay published; reports from people and other signals on them stay open. The audit log keeps one entry that lists the reviews.`}
          confirmLabel={`Dismiss ${dismissingCluster.cluster.count.toLocaleString('en')} signals`}
          done="Signals dismissed"
          onConfirm={(facts) =>
            dismissCluster.mutateAsync({ companyId: dismissingCluster.company.id, signal: dismissingCluster.cluster.signal, raisedUpTo: dismissingCluster.cluster.lastRaisedAt, facts })
          }
          onClose={() => setDismissingCluster(undefined)}
        />
      )}
    </Stack>
  );
}
