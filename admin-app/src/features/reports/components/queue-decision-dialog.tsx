import { relativeTime, type QueueItem, type SignalCluster } from 'shared-ui';
import { DecisionDialog } from '../../moderation';
import { useDismissSignals } from '../api/dismiss-signals';
import { useDismissReports, useRestoreReply } from '../api/review-decisions';
import { dismissLabel, plural } from '../utils/queue-labels';
import { HideDialog } from './hide-dialog';

/** A decision on one queued review or its reply. */
export type ItemDecision = { kind: 'hide' | 'hide-reply' | 'restore-reply' | 'dismiss'; item: QueueItem };

/** A decision the Reports tab asks for: on one queued review, or on a company's cluster of signals. */
export type QueueDecision = ItemDecision | { kind: 'dismiss-cluster'; company: { id: string; name: string }; cluster: SignalCluster };

/** The dialog of the decision being made, with its statement of reasons. */
export function QueueDecisionDialog({ decision, onClose }: { decision: QueueDecision; onClose: () => void }) {
  const restoreReply = useRestoreReply();
  const dismiss = useDismissReports();
  const dismissCluster = useDismissSignals();
  switch (decision.kind) {
    case 'hide':
    case 'hide-reply':
      return <HideDialog item={decision.item} part={decision.kind === 'hide' ? 'review' : 'reply'} onClose={onClose} />;
    case 'restore-reply': {
      const { review } = decision.item;
      return (
        <DecisionDialog
          title={`Restore the reply to “${review.title}”`}
          intro="The company's reply shows under the review again, as it was."
          confirmLabel="Restore reply"
          done="Reply restored"
          onConfirm={(facts) => restoreReply.mutateAsync({ id: review.id, facts })}
          onClose={onClose}
        />
      );
    }
    case 'dismiss':
      return (
        <DecisionDialog
          title={`${dismissLabel(decision.item)} about “${decision.item.review.title}”`}
          intro="The review stays as it is; its open reports and signals are closed."
          confirmLabel={dismissLabel(decision.item)}
          done="Dismissed"
          onConfirm={(facts) => dismiss.mutateAsync({ id: decision.item.review.id, facts })}
          onClose={onClose}
        />
      );
    case 'dismiss-cluster': {
      const { company, cluster } = decision;
      return (
        <DecisionDialog
          title={`Dismiss ${plural(cluster.count, `“${cluster.label}” signal`, `“${cluster.label}” signals`)} on ${company.name}`}
          intro={`One decision closes every open “${cluster.label}” signal on this company's reviews raised up to ${relativeTime(cluster.lastRaisedAt)}. The reviews stay published; reports from people and other signals on them stay open. The audit log keeps one entry that lists the reviews.`}
          confirmLabel={`Dismiss ${cluster.count.toLocaleString('en')} signals`}
          done="Signals dismissed"
          onConfirm={(facts) => dismissCluster.mutateAsync({ companyId: company.id, signal: cluster.signal, raisedUpTo: cluster.lastRaisedAt, facts })}
          onClose={onClose}
        />
      );
    }
  }
}
