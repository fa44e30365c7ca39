import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import {
  AccountFlows,
  BusinessSessions,
  BusinessTokens,
  type LoginDto,
  PasswordHasher,
  PasswordPolicy,
  type SessionListing,
  type SessionStart,
} from '../auth/index.js';
import { parseWebsite } from '../../common/validation/website.js';
import { MailService } from '../mail/index.js';
import { type BusinessAccount, BusinessAccountsRepository } from './business-accounts.repository.js';
import { AccountIntegrations, type RevokedIntegration } from './account-integrations.js';
import type { BusinessAccountResponse, BusinessRegisterDto, BusinessResetPasswordDto } from './dto/business-auth.dto.js';

/** What a suspended business account hears at sign-in. */
export const BUSINESS_SUSPENDED = 'This business account is suspended. If you think this is a mistake, please contact support.';

export interface BusinessSignedIn {
  account: BusinessAccount;
  token: string;
}

/** Sign-up, sign-in and the mailed links of the business realm: the consumer realm's flows. */
@Injectable()
export class BusinessAuthService {
  private readonly flows: AccountFlows<BusinessAccount>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() db: DataSource,
    private readonly accounts: BusinessAccountsRepository,
    sessions: BusinessSessions,
    tokens: BusinessTokens,
    hasher: PasswordHasher,
    policy: PasswordPolicy,
    limits: RateLimitService,
    mail: MailService,
    private readonly events: SecurityEventLog,
    private readonly integrations: AccountIntegrations,
  ) {
    this.flows = new AccountFlows<BusinessAccount>({
      realm: 'business',
      db,
      accounts,
      sessions,
      tokens,
      hasher,
      policy,
      limits,
      mail,
      events,
      nameOf: (account) => account.contactName,
      personalWords: (account) => [account.contactName, account.companyName, account.email, account.website],
      // Apart from the consumer account of the same address.
      limitKey: (emailOrId) => `business:${emailOrId}`,
      emailTaken: 'A business account with this email already exists.',
      refusal: (account) => (account.suspendedAt ? BUSINESS_SUSPENDED : undefined),
    });
  }

  get sessionMaxAgeSeconds(): number {
    return this.config.sessionTtlDays * 24 * 60 * 60;
  }

  register(dto: BusinessRegisterDto, ctx: SessionStart): Promise<BusinessSignedIn> {
    return this.flows.register(dto.password, [dto.contactName, dto.companyName, dto.email, dto.website], ctx, (manager, passwordHash) =>
      this.accounts.insert(manager, {
        email: dto.email,
        contactName: dto.contactName,
        companyName: dto.companyName,
        // Stored as the one parser re-serialises it (the DTO has checked it parses).
        website: parseWebsite(dto.website)!.url,
        passwordHash,
      }),
    );
  }

  login(dto: LoginDto, ctx: SessionStart): Promise<BusinessSignedIn> {
    return this.flows.login(dto, ctx);
  }

  logout(token: string | undefined, ip?: string): Promise<void> {
    return this.flows.logout(token, ip);
  }

  /** Changes the password of the signed-in account; its other sessions end. */
  changePassword(account: BusinessAccount, sessionId: string, currentPassword: string, newPassword: string, ip?: string): Promise<void> {
    return this.flows.changePassword(account, sessionId, currentPassword, newPassword, ip);
  }

  sessionList(account: BusinessAccount): Promise<SessionListing[]> {
    return this.flows.listSessions(account.id);
  }

  endSession(account: BusinessAccount, sessionId: string, ip?: string): Promise<void> {
    return this.flows.endSession(account.id, sessionId, ip);
  }

  endOtherSessions(account: BusinessAccount, currentSessionId: string, ip?: string): Promise<number> {
    return this.flows.endOtherSessions(account.id, currentSessionId, ip);
  }

  forgotPassword(email: string, ip: string): Promise<void> {
    return this.flows.forgotPassword(email, ip);
  }

  /**
   * Resets the password; with `revokeApiKeysAndWebhooks`, in the same transaction, every API key
   * and webhook endpoint of the account ends too (AccountIntegrations), each logged as the reset's.
   */
  async resetPassword(dto: BusinessResetPasswordDto, ip: string): Promise<void> {
    let revoked: { accountId: string; ended: RevokedIntegration[] } | undefined;
    await this.flows.resetPassword(
      dto,
      ip,
      dto.revokeApiKeysAndWebhooks
        ? async (manager, accountId) => {
            revoked = { accountId, ended: await this.integrations.revokeAll(manager, accountId) };
          }
        : undefined,
    );
    // Logged once committed, as the reset itself is.
    for (const { event, ...ids } of revoked?.ended ?? []) {
      this.events.record({ event, realm: 'business', accountId: revoked!.accountId, ip, reason: 'password reset', ...ids });
    }
  }

  verifyEmail(token: string): Promise<string> {
    return this.flows.verifyEmail(token);
  }

  resendVerification(account: BusinessAccount): Promise<void> {
    return this.flows.resendVerification(account);
  }

  /** The account's own settings: for now, whether it is mailed about new 1–2★ reviews. */
  async updateSettings(account: BusinessAccount, settings: { lowRatingAlerts: boolean }): Promise<BusinessAccount> {
    const updated = await this.accounts.setLowRatingAlerts(account.id, settings.lowRatingAlerts);
    if (!updated) throw new NotFoundException('Business account not found.');
    return updated;
  }
}

export function toBusinessAccountResponse(account: BusinessAccount): BusinessAccountResponse {
  return {
    id: account.id,
    contactName: account.contactName,
    companyName: account.companyName,
    email: account.email,
    website: account.website,
    plan: account.plan,
    requestedPlan: account.requestedPlan,
    emailVerified: account.emailVerifiedAt !== null,
    lowRatingAlerts: account.lowRatingAlerts,
    createdAt: account.createdAt.toISOString(),
  };
}
