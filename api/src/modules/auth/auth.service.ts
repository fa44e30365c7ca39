import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { isUniqueViolation } from '../../common/database/sql.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { MailService } from '../mail/mail.service.js';
import { AccountFlows } from './account-flows.js';
import { ChangePasswordDto, LoginDto, RegisterDto, ResetPasswordDto, UpdateProfileDto } from './dto/auth.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import type { SessionListing, SessionStart } from './realm-stores.js';
import { SessionsRepository } from './sessions.repository.js';
import { User } from './user.entity.js';
import { UserTokensRepository } from './user-tokens.repository.js';
import { UsersRepository } from './users.repository.js';

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
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly tokens: UserTokensRepository,
    private readonly hasher: PasswordHasher,
    policy: PasswordPolicy,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
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
      nameOf: (user) => user.firstName,
      personalWords: (user) => [user.firstName, user.lastName, user.email],
      limitKey: (emailOrId) => emailOrId,
      refusal: (user) => (user.suspendedAt ? SUSPENDED : undefined),
    });
  }

  get sessionMaxAgeSeconds(): number {
    return this.config.sessionTtlDays * 24 * 60 * 60;
  }

  async register(dto: RegisterDto, ctx: RequestContext): Promise<SignedIn> {
    await this.limits.consume('signUpPerAddress', ctx.ip);
    this.flows.assertPasswordAllowed(dto.password, [dto.firstName, dto.lastName, dto.email]);
    const passwordHash = await this.hasher.hash(dto.password);
    let user: User;
    try {
      user = await this.db.transaction(async (manager) => {
        const created = await this.users.insert(manager, {
          email: dto.email,
          firstName: dto.firstName,
          lastName: dto.lastName,
          passwordHash,
        });
        await this.flows.mailVerification(manager, created);
        return created;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('An account with this email already exists.');
      throw e;
    }
    this.mail.deliverSoon();
    return { user, token: await this.flows.startSession(user.id, ctx) };
  }

  async login(dto: LoginDto, ctx: RequestContext): Promise<SignedIn> {
    const { account, token } = await this.flows.login(dto, ctx);
    return { user: account, token };
  }

  logout(token: string | undefined): Promise<void> {
    return this.flows.logout(token);
  }

  updateProfile(user: User, dto: UpdateProfileDto): Promise<User> {
    const patch: Partial<Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>> = {};
    if (dto.firstName !== undefined) patch.firstName = dto.firstName;
    if (dto.lastName !== undefined) patch.lastName = dto.lastName;
    if (dto.profileImageUrl !== undefined) patch.profileImageUrl = dto.profileImageUrl;
    return this.users.updateProfile(user.id, patch);
  }

  async changePassword(user: User, sessionId: string, dto: ChangePasswordDto): Promise<void> {
    // Only the signed-in person reaches this, so a per-account count locks out no one else.
    await this.limits.consume('wrongCurrentPasswordPerAccount', user.id);
    const current = await this.users.findById(user.id);
    if (!(await this.hasher.verify(current?.passwordHash, dto.currentPassword))) {
      throw new BadRequestException('Current password is incorrect.');
    }
    await this.limits.reset('wrongCurrentPasswordPerAccount', user.id);
    if (dto.currentPassword === dto.newPassword) {
      throw new BadRequestException('The new password must differ from the current one.');
    }
    this.flows.assertPasswordAllowed(dto.newPassword, [user.firstName, user.lastName, user.email]);
    const passwordHash = await this.hasher.hash(dto.newPassword);
    await this.db.transaction(async (manager) => {
      await this.users.setPasswordHash(manager, user.id, passwordHash);
      // Whoever else holds a session (a stolen cookie, an old device) is signed out.
      await this.sessions.deleteAllFor(manager, user.id, sessionId);
      await this.tokens.invalidateAllFor(manager, 'password_reset', user.id);
    });
  }

  /** The user's live sessions, most recently used first. */
  sessionList(user: User): Promise<SessionListing[]> {
    return this.sessions.listActive(user.id);
  }

  /** Ends one of the user's sessions (another device, or this one). */
  async endSession(user: User, sessionId: string): Promise<void> {
    if (!(await this.sessions.endOne(user.id, sessionId))) throw new NotFoundException('Session not found.');
  }

  /** "Sign out everywhere else": every session of the user but this one; answers how many ended. */
  endOtherSessions(user: User, currentSessionId: string): Promise<number> {
    return this.sessions.endOthers(user.id, currentSessionId);
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
