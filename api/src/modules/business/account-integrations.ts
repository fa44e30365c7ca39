// An account's integrations: its API keys (modules/api-keys) and webhook endpoints
// (modules/webhooks). Each lets data leave the account or someone act for it, so the owner is
// mailed when one is made, and a password reset may revoke them all: what someone made during an
// account takeover need not outlive it. Those modules import this one (their owners' checks), so
// this one cannot call them: they register here what revoking theirs means, when they start.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SecurityEventName } from '../../common/security-events/security-events.js';
import { CompaniesService } from '../companies/index.js';
import { type AddedIntegration, MailService } from '../mail/index.js';
import type { BusinessAccount } from './business-accounts.repository.js';

/** One integration a revocation ended, as the security log names it. */
export interface RevokedIntegration {
  event: Extract<SecurityEventName, 'api_key.revoked' | 'webhook.deleted'>;
  companyId: string;
  /** The key's or the endpoint's id, under the name its other events use (keyId, webhookId). */
  [id: string]: string;
}

/** Ends every integration of one kind of the account, in the caller's transaction; answers what it ended. */
export type IntegrationRevoker = (manager: EntityManager, accountId: string) => Promise<RevokedIntegration[]>;

@Injectable()
export class AccountIntegrations {
  private readonly revokers: IntegrationRevoker[] = [];

  constructor(
    private readonly companies: CompaniesService,
    private readonly mail: MailService,
  ) {}

  register(revoker: IntegrationRevoker): void {
    this.revokers.push(revoker);
  }

  /** Every integration of the account ends, in the caller's transaction: keys are refused at their next call, endpoints receive nothing more. */
  async revokeAll(manager: EntityManager, accountId: string): Promise<RevokedIntegration[]> {
    const ended: RevokedIntegration[] = [];
    for (const revoke of this.revokers) ended.push(...(await revoke(manager, accountId)));
    return ended;
  }

  /**
   * Mails the account that an integration was made for the company, in the transaction that makes
   * it (a rolled-back one mails nothing). Call MailService.deliverSoon after it commits.
   */
  async announceAdded(manager: EntityManager, account: Pick<BusinessAccount, 'email' | 'contactName'>, companyId: string, integration: AddedIntegration): Promise<void> {
    const company = await this.companies.findById(companyId, manager);
    await this.mail.sendIntegrationAdded(manager, {
      to: account.email,
      contactName: account.contactName,
      companyName: company?.nameCheckedAt ? company.name : null,
      integration,
      createdAt: new Date(),
    });
  }

  /** Sends the mails of transactions that have committed. */
  deliverSoon(): void {
    this.mail.deliverSoon();
  }
}
