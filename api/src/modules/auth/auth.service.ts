import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { MailService } from '../mail/index.js';
import { AccountFlows } from './account-flows.js';
import { EmailVerifiedHooks } from './email-verified-hooks.js';
import { ChangePasswordDto, LoginDto, RegisterDto, ResetPasswordDto, UpdateProfileDto } from './dto/auth.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import type { SessionListing, SessionStart } from './realm-stores.js';
import { SessionsRepository } from './sessions.repository.js';
import { UserTokensRepository } from './user-tokens.repository.js';
import { type User, UsersRepository } from './users.repository.js';

export type RequestContext = SessionStart;

export interface SignedIn {
  user: User;
  token: string;
}

/** What a suspended user hears at sign-in. */
export const SUSPENDED = 'This account is suspended. If you think this is a mistake, please contact support.';

@Injectable()
export class AuthService {
  private readonly flows: AccountFlows<User>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() db: DataSource,
    private readonly users: UsersRepository,
    sessions: SessionsRepository,
    tokens: UserTokensRepository,
    hasher: PasswordHasher,
    policy: PasswordPolicy,
    limits: RateLimitService,
    mail: MailService,
    events: SecurityEventLog,
    emailVerified: EmailVerifiedHooks,
  ) {
    this.flows = new AccountFlows<User>({
      realm: 'consumer',
      db,
      accounts: users,
      sessions,
      tokens,
      hasher,
      policy,
      limits,
      mail,
      events,
      nameOf: (user) => user.firstName,
      personalWords: (user) => [user.firstName, user.lastName, user.email],
      limitKey: (emailOrId) => emailOrId,
      emailTaken: 'An account with this email already exists.',
      refusal: (user) => (user.suspendedAt ? SUSPENDED : undefined),
      emailVerified: (manager, userId) => emailVerified.run(manager, userId),
    });
  }

  get sessionMaxAgeSeconds(): number {
    return this.config.sessionTtlDays * 24 * 60 * 60;
  }

  async register(dto: RegisterDto, ctx: RequestContext): Promise<SignedIn> {
    const { account, token } = await this.flows.register(dto.password, [dto.firstName, dto.lastName, dto.email], ctx, (manager, passwordHash) =>
      this.users.insert(manager, { email: dto.email, firstName: dto.firstName, lastName: dto.lastName, passwordHash }),
    );
    return { user: account, token };
  }

  async login(dto: LoginDto, ctx: RequestContext): Promise<SignedIn> {
    const { account, token } = await this.flows.login(dto, ctx);
    return { user: account, token };
  }

  logout(token: string | undefined, ip?: string): Promise<void> {
    return this.flows.logout(token, ip);
  }

  updateProfile(user: User, dto: UpdateProfileDto): Promise<User> {
    const patch: Partial<Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>> = {};
    if (dto.firstName !== undefined) patch.firstName = dto.firstName;
    if (dto.lastName !== undefined) patch.lastName = dto.lastName;
    if (dto.profileImageUrl !== undefined) patch.profileImageUrl = dto.profileImageUrl;
    return this.users.updateProfile(user.id, patch);
  }

  changePassword(user: User, sessionId: string, dto: ChangePasswordDto, ip?: string): Promise<void> {
    return this.flows.changePassword(user, sessionId, dto.currentPassword, dto.newPassword, ip);
  }

  sessionList(user: User): Promise<SessionListing[]> {
    return this.flows.listSessions(user.id);
  }

  endSession(user: User, sessionId: string, ip?: string): Promise<void> {
    return this.flows.endSession(user.id, sessionId, ip);
  }

  endOtherSessions(user: User, currentSessionId: string, ip?: string): Promise<number> {
    return this.flows.endOtherSessions(user.id, currentSessionId, ip);
  }

  forgotPassword(email: string, ip: string): Promise<void> {
    return this.flows.forgotPassword(email, ip);
  }

  resetPassword(dto: ResetPasswordDto, ip: string): Promise<void> {
    return this.flows.resetPassword(dto, ip);
  }

  verifyEmail(token: string): Promise<string> {
    return this.flows.verifyEmail(token);
  }

  resendVerification(user: User): Promise<void> {
    return this.flows.resendVerification(user);
  }
}
