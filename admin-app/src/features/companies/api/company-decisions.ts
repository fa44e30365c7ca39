// The decisions on a company: correct its details (or its name alone), approve its name, and put
// up or take down the notice of unusual review activity on its page.
import { answer, api, type CreateCompanyBody } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** A company's details as a moderator corrects them: only the fields changed. */
export type CompanyEdit = Partial<Pick<CreateCompanyBody, 'name' | 'category' | 'website' | 'location' | 'description'>>;

/** Corrects a company's details (the fields given; the audit log keeps each old and new value). */
export const useEditCompany = () =>
  useDecision((v: { id: string; changes: CompanyEdit } & Facts) =>
    answer(api.PATCH('/api/admin/companies/{id}', { params: { path: { id: v.id } }, body: { ...v.changes, facts: v.facts } })),
  );

export const useApproveName = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/companies/{id}/approve-name', { params: { path: { id: v.id } }, body: { facts: v.facts } })));

export const useSetNotice = () =>
  useDecision((v: { id: string; days: number } & Facts) =>
    answer(api.POST('/api/admin/companies/{id}/notice', { params: { path: { id: v.id } }, body: { days: v.days, facts: v.facts } })),
  );

export const useRemoveNotice = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/companies/{id}/notice/remove', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
