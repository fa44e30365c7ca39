import type { InvitationBatch } from 'shared-ui';

/** "3 sent · 1 already invited · 0 invalid", with the rows held and withheld when there are any. */
export function batchSummary(batch: InvitationBatch, separator = ' · ') {
  return [
    `${batch.sent} sent`,
    ...(batch.held > 0 ? [`${batch.held} held until your company name is checked`] : []),
    `${batch.duplicate} already invited`,
    `${batch.invalid} invalid`,
    ...(batch.withheld > 0 ? [`${batch.withheld} withheld`] : []),
  ].join(separator);
}
