// Sign-in and the mailed-link flows, once for both realms. A realm brings its accounts, its
// session and token stores, whose name a mail greets, and how its rate-limit keys are spelled.
import { BadRequestException, ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { accountAddressKey, type RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { isUniqueViolation } from '../../common/database/sql.js';
import type { SecurityEventLog } from '../../common/security-events/security-events.js';
import type { MailRealm, MailService } from '../mail/index.js';
import type { LoginDto, ResetPasswordDto } from './dto/auth.dto.js';
import type { PasswordHasher } from './password-hasher.js';
import type { PasswordPolicy } from './password-policy.js';
import type { SessionListing, SessionStart, SessionStore, TokenStore } from './realm-stores.js';
import { hashToken, newToken } from './tokens.js';

export interface RealmAccount {
  id: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
}

export interface RealmAccounts<A extends RealmAccount> {
  findByEmail(email: string): Promise<A | null>;
  findById(id: string): Promise<A | null>;
  setPasswordHash(manager: EntityManager, id: string, passwordHash: string): Promise<void>;
  markEmailVerified(manager: EntityManager, id: string): Promise<void>;
}

export interface RealmOptions<A extends RealmAccount> {
  realm: MailRealm;
  db: DataSource;
  accounts: RealmAccounts<A>;
  sessions: SessionStore;
  tokens: TokenStore;
  hasher: PasswordHasher;
  policy: PasswordPolicy;
  limits: RateLimitService;
  mail: MailService;
  events: SecurityEventLog;
  /** What a sign-up with an address the realm already has hears (409). */
  emailTaken: string;
  /** The name a mail greets ("Hi Jane"). */
  nameOf(account: A): string;
  /** What a password must not be made of: the account's names and email. */
  personalWords(account: A): string[];
  /** The key of per-account rate limits, so realms sharing an address do not share limits. */
  limitKey(emailOrId: string): string;
  /** Why a correctly signed-in account may not have a session (a suspension), or undefined. */
  refusal?(account: A): string | undefined;
  /** What else follows a confirmed address, in its transaction (a consumer's reviews become verified). */
  emailVerified?(manager: EntityManager, accountId: string): Promise<void>;
}

const HOUR = 60 * 60 * 1000;
const RESET_TTL = HOUR;
const VERIFY_TTL = 48 * HOUR;
const INVALID_LOGIN = 'Invalid email or password';
const INVALID_RESET = 'The reset link is invalid or has expired. Please ask for a new one.';

export class AccountFlows<A extends RealmAccount> {
  constructor(private readonly o: RealmOptions<A>) {}

  /**
   * Signs up: the address's sign-up limit, the password rule (`personal`: the new account's names
   * and email), the account stored by the realm's `insert` with its verification mail in one
   * transaction (a taken email is a 409), then a session.
   */
  async register(
    password: string,
    personal: string[],
    ctx: SessionStart,
    insert: (manager: EntityManager, passwordHash: string) => Promise<A>,
  ): Promise<{ account: A; token: string }> {
    await this.o.limits.consume('signUpPerAddress', ctx.ip);
    this.assertPasswordAllowed(password, personal);
    const passwordHash = await this.o.hasher.hash(password);
    let account: A;
    try {
      account = await this.o.db.transaction(async (manager) => {
        const created = await insert(manager, passwordHash);
        await this.mailVerification(manager, created);
        return created;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException(this.o.emailTaken);
      throw e;
    }
    this.o.mail.deliverSoon();
    return { account, token: await this.startSession(account.id, ctx) };
  }

  /** A fresh session token, the request's old one ended. */
  private startSession(accountId: string, ctx: SessionStart): Promise<string> {
    return this.o.sessions.start(accountId, ctx);
  }

  /** Stores a verification token for a new or unverified account and mails its link. */
  private async mailVerification(manager: EntityManager, account: A): Promise<void> {
    const token = newToken();
    await this.o.tokens.create(manager, 'email_verification', account.id, hashToken(token), VERIFY_TTL);
    await this.o.mail.sendEmailVerification(manager, account.email, this.o.nameOf(account), token, this.o.realm);
  }

  async login(dto: LoginDto, ctx: SessionStart): Promise<{ account: A; token: string }> {
    const { limits, limitKey } = this.o;
    const key = limitKey(dto.email);
    const pair = accountAddressKey(key, ctx.ip);
    const { events, realm } = this.o;
    await limits.consume('signInPerAddress', ctx.ip);
    // Wrong passwords count per account and address, before the password is checked so parallel
    // guesses cannot all slip past; a success forgives them. Guesses from elsewhere never lock
    // this person out: across addresses they only slow down (signInTurn), and not at all from an
    // address the account has signed in from.
    await limits.consume('failedSignInPerAccountAndAddress', pair);
    const account = await this.o.accounts.findByEmail(dto.email);
    await limits.signInTurn(key, account ? await this.o.sessions.hasSignedInFrom(account.id, ctx.ip) : false);
    // Unknown email and wrong password take the same path: one argon2 verification, one answer.
    const ok = await this.o.hasher.verify(account?.passwordHash, dto.password);
    if (!account || !ok) {
      // An unknown address is named by nothing: the log must not become a list of who tried which email.
      events.record({ event: 'sign_in.failed', realm, accountId: account?.id ?? null, ip: ctx.ip, reason: account ? 'wrong password' : 'unknown account' });
      throw new UnauthorizedException(INVALID_LOGIN);
    }
    await limits.reset('failedSignInPerAccountAndAddress', pair);
    const refusal = this.o.refusal?.(account);
    if (refusal) {
      events.record({ event: 'sign_in.refused', realm, accountId: account.id, ip: ctx.ip, reason: 'suspended' });
      throw new ForbiddenException(refusal);
    }
    const token = await this.startSession(account.id, ctx);
    events.record({ event: 'sign_in.succeeded', realm, accountId: account.id, ip: ctx.ip, userAgent: ctx.userAgent });
    return { account, token };
  }

  async logout(token: string | undefined, ip?: string): Promise<void> {
    if (!token) return;
    const ended = await this.o.sessions.deleteByToken(token);
    if (ended) this.o.events.record({ event: 'session.ended', realm: this.o.realm, accountId: ended, ip, reason: 'signed out' });
  }

  /** The account's live sessions (its devices), most recently used first. */
  listSessions(accountId: string): Promise<SessionListing[]> {
    return this.o.sessions.listActive(accountId);
  }

  /** Ends one of the account's sessions (another device, or this one). */
  async endSession(accountId: string, sessionId: string, ip?: string): Promise<void> {
    if (!(await this.o.sessions.endOne(accountId, sessionId))) throw new NotFoundException('Session not found.');
    this.sessionsEnded(accountId, 1, 'ended from the list of sign-ins', ip);
  }

  /** "Sign out everywhere else": every session of the account but this one; answers how many ended. */
  async endOtherSessions(accountId: string, currentSessionId: string, ip?: string): Promise<number> {
    const ended = await this.o.sessions.endOthers(accountId, currentSessionId);
    this.sessionsEnded(accountId, ended, 'signed out everywhere else', ip);
    return ended;
  }

  private sessionsEnded(accountId: string, count: number, reason: string, ip?: string): void {
    if (count > 0) this.o.events.record({ event: 'session.ended', realm: this.o.realm, accountId, ip, reason, count });
  }

  /**
   * Changes the password of a signed-in account that knows its current one; every other session
   * of the account ends (a stolen cookie, an old device) and open reset links stop working.
   */
  async changePassword(account: A, sessionId: string, currentPassword: string, newPassword: string, ip?: string): Promise<void> {
    const key = this.o.limitKey(account.id);
    // Only the signed-in person reaches this, so a per-account count locks out no one else.
    await this.o.limits.consume('wrongCurrentPasswordPerAccount', key);
    const current = await this.o.accounts.findById(account.id);
    if (!(await this.o.hasher.verify(current?.passwordHash, currentPassword))) {
      this.o.events.record({ event: 'password.changed', realm: this.o.realm, accountId: account.id, ip, outcome: 'refused', reason: 'wrong current password' });
      throw new BadRequestException('Current password is incorrect.');
    }
    await this.o.limits.reset('wrongCurrentPasswordPerAccount', key);
    if (currentPassword === newPassword) throw new BadRequestException('The new password must differ from the current one.');
    this.assertPasswordAllowed(newPassword, this.o.personalWords(account));
    const passwordHash = await this.o.hasher.hash(newPassword);
    let ended = 0;
    await this.o.db.transaction(async (manager) => {
      await this.o.accounts.setPasswordHash(manager, account.id, passwordHash);
      ended = await this.o.sessions.deleteAllFor(manager, account.id, sessionId);
      await this.o.tokens.invalidateAllFor(manager, 'password_reset', account.id);
    });
    this.o.events.record({ event: 'password.changed', realm: this.o.realm, accountId: account.id, ip, outcome: 'changed' });
    this.sessionsEnded(account.id, ended, 'password changed', ip);
  }

  async forgotPassword(email: string, ip: string): Promise<void> {
    await this.o.limits.consume('forgotPasswordPerAddress', ip);
    await this.o.limits.consume('forgotPasswordPerAccount', this.o.limitKey(email));
    const account = await this.o.accounts.findByEmail(email);
    this.o.events.record({ event: 'password.reset_requested', realm: this.o.realm, accountId: account?.id ?? null, ip });
    if (!account) return; // same answer either way: no account enumeration
    const token = newToken();
    await this.o.db.transaction(async (manager) => {
      await this.o.tokens.create(manager, 'password_reset', account.id, hashToken(token), RESET_TTL);
      await this.o.mail.sendPasswordReset(manager, account.email, this.o.nameOf(account), token, this.o.realm);
    });
    this.o.mail.deliverSoon();
  }

  /** Throws 400 when the password is common, easy to guess or made of the account's own names. */
  private assertPasswordAllowed(password: string, personal: string[]): void {
    this.o.policy.assertNotGuessable(password, personal);
  }

  /**
   * Sets the new password of the reset link's account; its sessions and other reset links end.
   * `also` runs in the same transaction once the link is used (what else a realm ends with a reset).
   */
  async resetPassword(dto: ResetPasswordDto, ip: string, also?: (manager: EntityManager, accountId: string) => Promise<void>): Promise<void> {
    await this.o.limits.consume('resetPasswordPerAddress', ip);
    const tokenHash = hashToken(dto.token);
    // The link first: an unknown or used one costs no password check and no argon2 hash.
    const ownerId = await this.o.tokens.findUsable(this.o.db.manager, 'password_reset', tokenHash);
    const account = ownerId ? await this.o.accounts.findById(ownerId) : null;
    if (!account) throw new BadRequestException(INVALID_RESET);
    this.assertPasswordAllowed(dto.newPassword, this.o.personalWords(account));
    const passwordHash = await this.o.hasher.hash(dto.newPassword);
    let ended = 0;
    const reset = await this.o.db.transaction(async (manager) => {
      // Used here, atomically: of two requests with one link only one sets a password.
      const id = await this.o.tokens.consume(manager, 'password_reset', tokenHash);
      if (id !== account.id) return false;
      await this.o.accounts.setPasswordHash(manager, id, passwordHash);
      await this.o.tokens.invalidateAllFor(manager, 'password_reset', id);
      ended = await this.o.sessions.deleteAllFor(manager, id);
      // Following a mailed link proves the address too.
      await this.o.accounts.markEmailVerified(manager, id);
      await this.o.emailVerified?.(manager, id);
      await also?.(manager, id);
      return true;
    });
    if (!reset) throw new BadRequestException(INVALID_RESET);
    this.o.events.record({ event: 'password.reset', realm: this.o.realm, accountId: account.id, ip });
    this.sessionsEnded(account.id, ended, 'password reset', ip);
    // The mailbox's owner is back: earlier guesses no longer slow their sign-in down.
    await this.o.limits.reset('signInAttemptsPerAccount', this.o.limitKey(account.email));
  }

  /** Confirms the address of the token's account; answers the account's id. */
  async verifyEmail(token: string): Promise<string> {
    const verified = await this.o.db.transaction(async (manager) => {
      const id = await this.o.tokens.consume(manager, 'email_verification', hashToken(token));
      if (!id) return null;
      await this.o.accounts.markEmailVerified(manager, id);
      await this.o.emailVerified?.(manager, id);
      await this.o.tokens.invalidateAllFor(manager, 'email_verification', id);
      return id;
    });
    if (!verified) throw new BadRequestException('The verification link is invalid or has expired. Please ask for a new one.');
    return verified;
  }

  async resendVerification(account: A): Promise<void> {
    if (account.emailVerifiedAt) throw new ConflictException('Your email address is already verified.');
    await this.o.limits.consume('verificationMailPerAccount', this.o.limitKey(account.id));
    await this.o.db.transaction((manager) => this.mailVerification(manager, account));
    this.o.mail.deliverSoon();
  }
}
