// Sign-in and the mailed-link flows, once for both realms. A realm brings its accounts, its
// session and token stores, whose name a mail greets, and how its rate-limit keys are spelled.
import { BadRequestException, ConflictException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { accountAddressKey, type RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import type { MailRealm, MailService } from '../mail/mail.service.js';
import type { LoginDto, ResetPasswordDto } from './dto/auth.dto.js';
import type { PasswordHasher } from './password-hasher.js';
import type { PasswordPolicy } from './password-policy.js';
import type { SessionStart, SessionStore, TokenStore } from './realm-stores.js';
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
  /** The name a mail greets ("Hi Jane"). */
  nameOf(account: A): string;
  /** What a password must not be made of: the account's names and email. */
  personalWords(account: A): string[];
  /** The key of per-account rate limits, so realms sharing an address do not share limits. */
  limitKey(emailOrId: string): string;
  /** Why a correctly signed-in account may not have a session (a suspension), or undefined. */
  refusal?(account: A): string | undefined;
}

const HOUR = 60 * 60 * 1000;
const RESET_TTL = HOUR;
const VERIFY_TTL = 48 * HOUR;
const INVALID_LOGIN = 'Invalid email or password';
const INVALID_RESET = 'The reset link is invalid or has expired. Please ask for a new one.';

export class AccountFlows<A extends RealmAccount> {
  constructor(private readonly o: RealmOptions<A>) {}

  /** A fresh session token, the request's old one ended. */
  startSession(accountId: string, ctx: SessionStart): Promise<string> {
    return this.o.sessions.start(accountId, ctx);
  }

  /** Stores a verification token for a new or unverified account and mails its link. */
  async mailVerification(manager: EntityManager, account: A): Promise<void> {
    const token = newToken();
    await this.o.tokens.create(manager, 'email_verification', account.id, hashToken(token), VERIFY_TTL);
    await this.o.mail.sendEmailVerification(manager, account.email, this.o.nameOf(account), token, this.o.realm);
  }

  async login(dto: LoginDto, ctx: SessionStart): Promise<{ account: A; token: string }> {
    const { limits, limitKey } = this.o;
    const key = limitKey(dto.email);
    const pair = accountAddressKey(key, ctx.ip);
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
    if (!account || !ok) throw new UnauthorizedException(INVALID_LOGIN);
    await limits.reset('failedSignInPerAccountAndAddress', pair);
    const refusal = this.o.refusal?.(account);
    if (refusal) throw new ForbiddenException(refusal);
    return { account, token: await this.startSession(account.id, ctx) };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.o.sessions.deleteByToken(token);
  }

  async forgotPassword(email: string, ip: string): Promise<void> {
    await this.o.limits.consume('forgotPasswordPerAddress', ip);
    await this.o.limits.consume('forgotPasswordPerAccount', this.o.limitKey(email));
    const account = await this.o.accounts.findByEmail(email);
    if (!account) return; // same answer either way: no account enumeration
    const token = newToken();
    await this.o.db.transaction(async (manager) => {
      await this.o.tokens.create(manager, 'password_reset', account.id, hashToken(token), RESET_TTL);
      await this.o.mail.sendPasswordReset(manager, account.email, this.o.nameOf(account), token, this.o.realm);
    });
    this.o.mail.deliverSoon();
  }

  /** Throws 400 when the password is common, easy to guess or made of the account's own names. */
  assertPasswordAllowed(password: string, personal: string[]): void {
    this.o.policy.assertNotGuessable(password, personal);
  }

  async resetPassword(dto: ResetPasswordDto, ip: string): Promise<void> {
    await this.o.limits.consume('resetPasswordPerAddress', ip);
    const tokenHash = hashToken(dto.token);
    // The link first: an unknown or used one costs no password check and no argon2 hash.
    const ownerId = await this.o.tokens.findUsable(this.o.db.manager, 'password_reset', tokenHash);
    const account = ownerId ? await this.o.accounts.findById(ownerId) : null;
    if (!account) throw new BadRequestException(INVALID_RESET);
    this.assertPasswordAllowed(dto.newPassword, this.o.personalWords(account));
    const passwordHash = await this.o.hasher.hash(dto.newPassword);
    const reset = await this.o.db.transaction(async (manager) => {
      // Used here, atomically: of two requests with one link only one sets a password.
      const id = await this.o.tokens.consume(manager, 'password_reset', tokenHash);
      if (id !== account.id) return false;
      await this.o.accounts.setPasswordHash(manager, id, passwordHash);
      await this.o.tokens.invalidateAllFor(manager, 'password_reset', id);
      await this.o.sessions.deleteAllFor(manager, id);
      // Following a mailed link proves the address too.
      await this.o.accounts.markEmailVerified(manager, id);
      return true;
    });
    if (!reset) throw new BadRequestException(INVALID_RESET);
    // The mailbox's owner is back: earlier guesses no longer slow their sign-in down.
    await this.o.limits.reset('signInAttemptsPerAccount', this.o.limitKey(account.email));
  }

  /** Confirms the address of the token's account; answers the account's id. */
  async verifyEmail(token: string): Promise<string> {
    const verified = await this.o.db.transaction(async (manager) => {
      const id = await this.o.tokens.consume(manager, 'email_verification', hashToken(token));
      if (!id) return null;
      await this.o.accounts.markEmailVerified(manager, id);
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
