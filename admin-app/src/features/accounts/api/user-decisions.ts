import { answer, api, type ModeratedUser } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** Suspends a user (their sessions end at once) or lifts the suspension. */
export const useSuspendUser = () =>
  useDecision((v: { id: string; kind: 'suspend' | 'restore' } & Facts) => {
    const init = { params: { path: { id: v.id } }, body: { facts: v.facts } };
    return answer(v.kind === 'suspend' ? api.POST('/api/admin/users/{id}/suspend', init) : api.POST('/api/admin/users/{id}/restore', init));
  });

/** Gives a user another role (administrators only). */
export const useSetRole = () =>
  useDecision((v: { id: string; role: ModeratedUser['role'] } & Facts) =>
    answer(api.PUT('/api/admin/users/{id}/role', { params: { path: { id: v.id } }, body: { role: v.role, facts: v.facts } })),
  );
