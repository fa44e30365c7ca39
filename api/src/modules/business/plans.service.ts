// An account's plan: a smaller one at once; a larger one, with its larger invitation quota, once a
// moderator approves it (no payment is taken, so nothing else stands between a new account and
// thousands of mails a month), except in demo mode, where anyone may try every plan.
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { InvitationsService } from '../invitations/index.js';
import { BusinessAccountModerationRepository, type PlanRequestRow } from './account-moderation.repository.js';
import { type BusinessAccount, BusinessAccountsRepository } from './business-accounts.repository.js';
import { ClaimsRepository } from './claims.repository.js';
import type { PlanStatusResponse, PlanTermsResponse } from './dto/business.dto.js';
import { type Plan, PLAN_TERMS, PLANS, widgetTemplatesFor, type WidgetTemplate } from './plans.js';

const rank = (plan: Plan): number => PLANS.indexOf(plan);

@Injectable()
export class PlansService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: BusinessAccountsRepository,
    private readonly moderated: BusinessAccountModerationRepository,
    private readonly claims: ClaimsRepository,
    private readonly invitations: InvitationsService,
    private readonly events: SecurityEventLog,
  ) {}

  /** What a plan includes, and whether moving up to it waits for a moderator: what the pages say is what change() does. */
  terms(plan: Plan): PlanTermsResponse {
    return { ...PLAN_TERMS[plan], widgetTemplates: [...PLAN_TERMS[plan].widgetTemplates], needsApproval: rank(plan) > 0 && this.approvesLargerPlans() };
  }

  allTerms(): PlanTermsResponse[] {
    return PLANS.map((plan) => this.terms(plan));
  }

  async status(accountId: string): Promise<PlanStatusResponse> {
    const state = await this.accounts.planState(accountId);
    return {
      plan: this.terms(state.plan),
      requestedPlan: state.requestedPlan ? this.terms(state.requestedPlan) : null,
      requestedAt: state.requestedAt?.toISOString() ?? null,
      usage: await this.invitations.usage(accountId, PLAN_TERMS[state.plan].invitationsPerMonth),
    };
  }

  /** Moves to a smaller (or the same) plan at once; asks a moderator for a larger one, outside demo mode. */
  async change(account: BusinessAccount, plan: Plan, ip: string): Promise<PlanStatusResponse> {
    const current = (await this.accounts.planState(account.id)).plan;
    const needsApproval = rank(plan) > rank(current) && this.approvesLargerPlans();
    if (needsApproval) {
      await this.accounts.requestPlan(account.id, plan);
      this.events.record({ event: 'plan.requested', realm: 'business', accountId: account.id, ip, from: current, to: plan });
    } else {
      await this.accounts.setPlan(account.id, plan);
      if (plan !== current) this.events.record({ event: 'plan.changed', realm: 'business', accountId: account.id, ip, from: current, to: plan });
    }
    return this.status(account.id);
  }

  /** Whether a moderator approves a move to a larger plan: always, but in demo mode, where anyone may try every plan. */
  private approvesLargerPlans(): boolean {
    return !this.config.demoMode;
  }

  /** The widget templates of a company: its verified owner's plan's, or the smallest set without one. */
  async widgetTemplatesOf(companyId: string): Promise<readonly WidgetTemplate[]> {
    return widgetTemplatesFor(await this.claims.verifiedOwnerPlan(companyId));
  }

  /** Plans waiting for a moderator, the longest waiting first (moderation decides them). */
  requests(offset: number, limit: number): Promise<PlanRequestRow[]> {
    return this.moderated.planRequests(offset, limit);
  }

  countRequests(): Promise<number> {
    return this.moderated.countPlanRequests();
  }

  /**
   * A moderator decides the account's request, in the caller's transaction (the account locked:
   * BusinessAccountsService.lockForModeration): the plan becomes `grant`, or stays (null); the
   * request closes either way.
   */
  closeRequest(manager: EntityManager, accountId: string, grant: Plan | null): Promise<void> {
    return this.moderated.closePlanRequest(manager, accountId, grant);
  }
}
