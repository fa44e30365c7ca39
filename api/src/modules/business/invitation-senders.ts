import { Injectable, NotFoundException } from '@nestjs/common';
import { ModeratedCompanies } from '../companies/index.js';
import type { InvitationSender, MonthlyAllowance } from '../invitations/index.js';
import { BusinessAccountsRepository } from './business-accounts.repository.js';
import { ClaimsService } from './claims.service.js';
import { PLAN_TERMS, type Plan } from './plans.js';

const allowanceOf = (plan: Plan): MonthlyAllowance => ({ planName: PLAN_TERMS[plan].name, invitationsPerMonth: PLAN_TERMS[plan].invitationsPerMonth });

/**
 * The business realm's part in review invitations, which the invitations module sends: only a
 * company's verified owner invites its customers, as many a month as the account's plan includes.
 */
@Injectable()
export class InvitationSenders {
  constructor(
    private readonly claims: ClaimsService,
    private readonly moderated: ModeratedCompanies,
    private readonly accounts: BusinessAccountsRepository,
  ) {}

  /** 404 for an unknown company, 403 unless the account is its verified owner; else the sender of the account's invitations for it. */
  async forOwner(accountId: string, companyId: string): Promise<InvitationSender> {
    await this.claims.requireOwner(accountId, companyId);
    return {
      accountId,
      company: { id: companyId },
      lockAllowance: async (manager) => allowanceOf(await this.accounts.lockPlan(manager, accountId)),
      allowance: async () => allowanceOf(await this.accounts.plan(accountId)),
      lockCompanyName: async (manager) => {
        const company = await this.moderated.lockNameForMail(manager, companyId);
        // Deleted since the ownership was checked.
        if (!company) throw new NotFoundException('Company not found.');
        return company;
      },
    };
  }
}
