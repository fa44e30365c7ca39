import { useState } from 'react';
import type { QueueItem } from 'shared-ui';
import { DecisionDialog } from '../../moderation';
import { useHideReply, useHideReview } from '../api/review-decisions';
import { mostReported, type Ground, type Reason } from '../utils/queue-labels';
import { HideFields } from './hide-fields';

/**
 * Hiding a queued review, or its company's reply alone, with what it breaks and on which ground.
 * For the review, the reporters' first reason is the likeliest (an item flagged only by signals
 * has none); the reports are about the review, so the reason for hiding its reply is the
 * moderator's own. Either starts from the guidelines ground.
 */
export function HideDialog({ item, part, onClose }: { item: QueueItem; part: 'review' | 'reply'; onClose: () => void }) {
  const [reason, setReason] = useState<Reason | ''>(() => (part === 'review' ? mostReported(item) : ''));
  const [ground, setGround] = useState<Ground>('incompatible');
  const hide = useHideReview();
  const hideReply = useHideReply();
  const fields = (showErrors: boolean) => <HideFields reason={reason} ground={ground} onReason={setReason} onGround={setGround} showErrors={showErrors} />;
  // The dialog confirms only once a reason is chosen (ready): `reason as Reason` is never empty.
  return part === 'review' ? (
    <DecisionDialog
      title={`Hide “${item.review.title}”`}
      intro="The review leaves every public list and the company's rating at once. Its author sees your reasons and may appeal."
      confirmLabel="Hide review"
      done="Review hidden"
      ready={Boolean(reason)}
      fields={fields}
      onConfirm={(facts) => hide.mutateAsync({ id: item.review.id, reason: reason as Reason, ground, facts })}
      onClose={onClose}
    />
  ) : (
    <DecisionDialog
      title={`Hide the reply to “${item.review.title}”`}
      intro="Only the company's reply leaves the public pages; the review stays published, and its reports stay open until you decide them."
      confirmLabel="Hide reply"
      done="Reply hidden"
      ready={Boolean(reason)}
      fields={fields}
      onConfirm={(facts) => hideReply.mutateAsync({ id: item.review.id, reason: reason as Reason, ground, facts })}
      onClose={onClose}
    />
  );
}
