import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/database/sql.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { LoginDto, ResetPasswordDto } from '../auth/dto/auth.dto.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import type { SessionStart } from '../auth/realm-stores.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { MailService } from '../mail/mail.service.js';
import type { BusinessAccount } from './business-account.entity.js';
import { BusinessAccountsRepository, BusinessSessions, BusinessTokens } from './business-accounts.repository.js';
import type { BusinessAccountResponse, BusinessRegisterDto } from './dto/business-auth.dto.js';

const HOUR = 60 * 60 * 1000;
const RESET_TTL = HOUR;
const VERIFY_TTL = 48 * HOUR;
const INVALID_LOGIN = 'Invalid email or password';

/** Rate-limit keys of business accounts, apart from the consumer accounts of the same address. */
const limitKey = (email: string) => `business:${email}`;

export interface BusinessSignedIn {
  account: BusinessAccount;
  token: string;
}

/** Sign-up, sign-in and the mailed links of the business realm, with the consumer realm's safeguards. */
@Injectable()
export class BusinessAuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: BusinessAccountsRepository,
    private readonly sessions: BusinessSessions,
    private readonly tokens: BusinessTokens,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
  ) {}

  get sessionMaxAgeSeconds(): number {
    return this.config.sessionTtlDays * 24 * 60 * 60;
  }

  async register(dto: BusinessRegisterDto, ctx: SessionStart): Promise<BusinessSignedIn> {
    await this.limits.consume('signUpPerAddress', ctx.ip);
    const passwordHash = await this.hasher.hash(dto.password);
    const verifyToken = newToken();
    let account: BusinessAccount;
    try {
      account = await this.db.transaction(async (manager) => {
        const created = await this.accounts.insert(manager, {
          email: dto.email,
          contactName: dto.contactName,
          companyName: dto.companyName,
          website: dto.website,
          passwordHash,
        });
        await this.tokens.create(manager, 'email_verification', created.id, hashToken(verifyToken), VERIFY_TTL);
        await this.mail.sendEmailVerification(manager, created.email, created.contactName, verifyToken, 'business');
        return created;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('A business account with this email already exists.');
      throw e;
    }
    this.mail.deliverSoon();
    return { account, token: await this.sessions.start(account.id, ctx, this.sessionMaxAgeSeconds) };
  }

  async login(dto: LoginDto, ctx: SessionStart): Promise<BusinessSignedIn> {
    await this.limits.consume('signInPerAddress', ctx.ip);
    // Counted before the password is checked, so parallel guesses cannot all slip past the limit.
    await this.limits.consume('failedSignInPerAccount', limitKey(dto.email));
    const account = await this.accounts.findByEmail(dto.email);
    // Unknown email and wrong password take the same path: one argon2 verification, one answer.
    const ok = await this.hasher.verify(account?.passwordHash, dto.password);
    if (!account || !ok) throw new UnauthorizedException(INVALID_LOGIN);
    await this.limits.reset('failedSignInPerAccount', limitKey(dto.email));
    return { account, token: await this.sessions.start(account.id, ctx, this.sessionMaxAgeSeconds) };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.deleteByToken(token);
  }

  async forgotPassword(email: string, ip: string): Promise<void> {
    await this.limits.consume('forgotPasswordPerAddress', ip);
    await this.limits.consume('forgotPasswordPerAccount', limitKey(email));
    const account = await this.accounts.findByEmail(email);
    if (!account) return; // same answer either way: no account enumeration
    const token = newToken();
    await this.db.transaction(async (manager) => {
      await this.tokens.create(manager, 'password_reset', account.id, hashToken(token), RESET_TTL);
      await this.mail.sendPasswordReset(manager, account.email, account.contactName, token, 'business');
    });
    this.mail.deliverSoon();
  }

  async resetPassword(dto: ResetPasswordDto, ip: string): Promise<void> {
    await this.limits.consume('resetPasswordPerAddress', ip);
    const passwordHash = await this.hasher.hash(dto.newPassword);
    const accountId = await this.db.transaction(async (manager) => {
      const id = await this.tokens.consume(manager, 'password_reset', hashToken(dto.token));
      if (!id) return null;
      await this.accounts.setPasswordHash(manager, id, passwordHash);
      await this.tokens.invalidateAllFor(manager, 'password_reset', id);
      await this.sessions.deleteAllFor(manager, id);
      // Following a mailed link proves the address too.
      await this.accounts.markEmailVerified(manager, id);
      return id;
    });
    if (!accountId) throw new BadRequestException('The reset link is invalid or has expired. Please ask for a new one.');
    const account = await this.accounts.findById(accountId);
    if (account) await this.limits.reset('failedSignInPerAccount', limitKey(account.email));
  }

  async verifyEmail(token: string): Promise<void> {
    const ok = await this.db.transaction(async (manager) => {
      const id = await this.tokens.consume(manager, 'email_verification', hashToken(token));
      if (!id) return false;
      await this.accounts.markEmailVerified(manager, id);
      await this.tokens.invalidateAllFor(manager, 'email_verification', id);
      return true;
    });
    if (!ok) throw new BadRequestException('The verification link is invalid or has expired. Please ask for a new one.');
  }

  async resendVerification(account: BusinessAccount): Promise<void> {
    if (account.emailVerifiedAt) throw new ConflictException('Your email address is already verified.');
    await this.limits.consume('verificationMailPerAccount', limitKey(account.id));
    const token = newToken();
    await this.db.transaction(async (manager) => {
      await this.tokens.create(manager, 'email_verification', account.id, hashToken(token), VERIFY_TTL);
      await this.mail.sendEmailVerification(manager, account.email, account.contactName, token, 'business');
    });
    this.mail.deliverSoon();
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
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
  };
}
