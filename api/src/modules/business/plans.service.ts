// An account's plan: a smaller one at once; a larger one, with its larger invitation quota, once a
// moderator approves it (no payment is taken, so nothing else stands between a new account and
// thousands of mails a month), except in demo mode, where anyone may try every plan.
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { PLANS, type BusinessAccount, type Plan } from './business-account.entity.js';
import type { PlanStatusResponse, PlanTermsResponse } from './dto/business.dto.js';
import { InvitationsService } from './invitations.service.js';
import { PLAN_TERMS } from './plans.js';

export const planTerms = (plan: Plan): PlanTermsResponse => ({ ...PLAN_TERMS[plan], widgetTemplates: [...PLAN_TERMS[plan].widgetTemplates] });

const rank = (plan: Plan): number => PLANS.indexOf(plan);

@Injectable()
export class PlansService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationsService,
    private readonly events: SecurityEventLog,
  ) {}

  async status(accountId: string): Promise<PlanStatusResponse> {
    const rows: { plan: Plan; requested_plan: Plan | null; plan_requested_at: Date | null }[] = await this.db.query(
      `SELECT plan, requested_plan, plan_requested_at FROM business_accounts WHERE id = $1`,
      [accountId],
    );
    const row = rows[0];
    return {
      plan: planTerms(row.plan),
      requestedPlan: row.requested_plan ? planTerms(row.requested_plan) : null,
      requestedAt: row.plan_requested_at?.toISOString() ?? null,
      usage: await this.invitations.usage(accountId),
    };
  }

  /** Moves to a smaller (or the same) plan at once; asks a moderator for a larger one, outside demo mode. */
  async change(account: BusinessAccount, plan: Plan, ip: string): Promise<PlanStatusResponse> {
    const current = (await this.status(account.id)).plan.id;
    const needsApproval = rank(plan) > rank(current) && !this.config.demoMode;
    if (needsApproval) {
      await this.db.query(
        `UPDATE business_accounts SET requested_plan = $2, plan_requested_at = CASE WHEN requested_plan = $2 THEN plan_requested_at ELSE now() END, updated_at = now()
          WHERE id = $1`,
        [account.id, plan],
      );
      this.events.record({ event: 'plan.requested', realm: 'business', accountId: account.id, ip, from: current, to: plan });
    } else {
      await this.db.query(`UPDATE business_accounts SET plan = $2, requested_plan = NULL, plan_requested_at = NULL, updated_at = now() WHERE id = $1`, [account.id, plan]);
      if (plan !== current) this.events.record({ event: 'plan.changed', realm: 'business', accountId: account.id, ip, from: current, to: plan });
    }
    return this.status(account.id);
  }
}
