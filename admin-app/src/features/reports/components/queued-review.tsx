import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { relativeTime, ReviewCard, type QueueItem, type QueuedNotice, plural } from 'shared-ui';
import { dismissLabel, REASON_LABEL } from '../utils/queue-labels';
import type { ItemDecision } from './queue-decision-dialog';
import { ReplyBlock } from './reply-block';

interface Props {
  item: QueueItem;
  /** Opens a decision's dialog on this review or its reply. */
  onDecide: (decision: ItemDecision) => void;
  /** Narrows the queue to the review's company; none when it is narrowed already. */
  onCompany?: (companyId: string) => void;
}

const SENDER: Record<QueuedNotice['senderKind'], string> = { user: 'Signed-in user', business: 'The business', visitor: 'Visitor without an account' };
const TARGET: Record<QueuedNotice['targetType'], string> = { review: 'the review', reply: 'the business reply', company: 'the company page' };

/** Each open notice: who sent it (a trusted flagger marked), about what, on which ground, and what it says. */
function NoticeList({ notices }: { notices: QueuedNotice[] }) {
  return (
    <Box component="ul" aria-label="Notices" sx={{ m: 0, mb: 1, pl: 2.5, typography: 'body2' }}>
      {notices.map((n) => (
        <li key={n.id}>
          <strong>{n.trustedFlagger ? `Trusted flagger ${n.trustedFlagger}` : SENDER[n.senderKind]}</strong>, about {TARGET[n.targetType]}, {relativeTime(n.receivedAt)}:{' '}
          {REASON_LABEL[n.reason] ?? n.reason};{' '}
          {n.ground === 'illegal' ? `illegal under ${n.law ?? 'a law not named'}` : 'against the guidelines'}
          {n.explanation && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              “{n.explanation}”
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

/** A queued review with why it is queued (reasons counted, signals named, what reporters said), its reply, and the decisions on it. */
export function QueuedReview({ item, onDecide, onCompany }: Props) {
  return (
    <Box component="section" aria-label={`Reports and signals about “${item.review.title}”`}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {item.trustedFlagger && <Chip size="small" color="primary" label="Trusted flagger: decide with priority" />}
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {item.reportCount > 0 ? plural(item.reportCount, { one: 'report', other: 'reports' }) : 'Flagged automatically'}, waiting since{' '}
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
      {item.notices.length > 0 ? (
        <NoticeList notices={item.notices} />
      ) : (
        item.details.length > 0 && (
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
            Reporters say: {item.details.join(' | ')}
          </Typography>
        )
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
              onHide={() => onDecide({ kind: 'hide-reply', item })}
              onRestore={() => onDecide({ kind: 'restore-reply', item })}
            />
          )
        }
        actions={
          <>
            <Button size="small" variant="contained" color="error" onClick={() => onDecide({ kind: 'hide', item })}>
              Hide
            </Button>
            <Button size="small" variant="outlined" onClick={() => onDecide({ kind: 'dismiss', item })}>
              {dismissLabel(item)}
            </Button>
            {onCompany && item.review.company && (
              <Button size="small" onClick={() => onCompany(item.review.companyId)}>
                {item.companyQueued > 1 ? `All ${item.companyQueued.toLocaleString('en')} queued of ${item.review.company.name}` : `Queue of ${item.review.company.name}`}
              </Button>
            )}
          </>
        }
      />
    </Box>
  );
}
