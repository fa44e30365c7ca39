import Typography from '@mui/material/Typography';
import { reviewCountLabel, type AuditEntry } from 'shared-ui';
import { AutomatedMeans, DsaCode, SIGNAL_LABELS, type SignalKind } from '../../moderation';

/** The statement of reasons: the facts, then the DSA codes in words with the codes beside them. */
export function Reasons({ e }: { e: AuditEntry }) {
  const signal = e.action === 'dismiss_signals' && typeof e.details.signal === 'string' ? (SIGNAL_LABELS[e.details.signal as SignalKind] ?? e.details.signal) : null;
  const count = Array.isArray(e.details.reviewIds) ? e.details.reviewIds.length : null;
  return (
    <>
      {e.decision_facts}
      {signal && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {signal}: {count === null ? 'the reviews' : reviewCountLabel(count)} in one decision.
        </Typography>
      )}
      <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {e.decision_ground && (
          <>
            Ground: <DsaCode code={e.decision_ground} />.{' '}
          </>
        )}
        {e.category && (
          <>
            Category: <DsaCode code={e.category} />.{' '}
          </>
        )}
        Source: <DsaCode code={e.source_type} />. <AutomatedMeans s={e} />
      </Typography>
    </>
  );
}
