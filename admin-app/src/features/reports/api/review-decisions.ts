// The decisions on a queued review: hide it, or its company's reply alone (with what it breaks and
// on which ground), show a hidden reply again, or close its reports and signals.
import { answer, api } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';
import type { Ground, Reason } from '../utils/queue-labels';

type Hide = { id: string; reason: Reason; ground: Ground } & Facts;

export const useHideReview = () =>
  useDecision((v: Hide) => answer(api.POST('/api/admin/reviews/{id}/hide', { params: { path: { id: v.id } }, body: { reason: v.reason, ground: v.ground, facts: v.facts } })));

export const useHideReply = () =>
  useDecision((v: Hide) => answer(api.POST('/api/admin/reviews/{id}/hide-reply', { params: { path: { id: v.id } }, body: { reason: v.reason, ground: v.ground, facts: v.facts } })));

export const useRestoreReply = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/reviews/{id}/restore-reply', { params: { path: { id: v.id } }, body: { facts: v.facts } })));

export const useDismissReports = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/reviews/{id}/dismiss-reports', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
