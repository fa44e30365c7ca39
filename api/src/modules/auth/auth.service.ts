import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { isUniqueViolation } from '../../common/database/sql.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { MailService } from '../mail/mail.service.js';
import { ChangePasswordDto, LoginDto, RegisterDto, ResetPasswordDto, UpdateProfileDto } from './dto/auth.dto.js';
import { PasswordHasher } from './password-hasher.js';
import type { SessionStart } from './realm-stores.js';
import { SessionsRepository } from './sessions.repository.js';
import { hashToken, newToken } from './tokens.js';
import { User } from './user.entity.js';
import { UserTokensRepository } from './user-tokens.repository.js';
import { UsersRepository } from './users.repository.js';

export type RequestContext = SessionStart;

export interface SignedIn {
  user: User;
  token: string;
}

const HOUR = 60 * 60 * 1000;
const RESET_TTL = HOUR;
const VERIFY_TTL = 48 * HOUR;
const INVALID_LOGIN = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly tokens: UserTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
  ) {}

  get sessionMaxAgeSeconds(): number {
    return this.config.sessionTtlDays * 24 * 60 * 60;
  }

  async register(dto: RegisterDto, ctx: RequestContext): Promise<SignedIn> {
    await this.limits.consume('signUpPerAddress', ctx.ip);
    const passwordHash = await this.hasher.hash(dto.password);
    const verifyToken = newToken();
    let user: User;
    try {
      user = await this.db.transaction(async (manager) => {
        const created = await this.users.insert(manager, {
          email: dto.email,
          firstName: dto.firstName,
          lastName: dto.lastName,
          passwordHash,
        });
        await this.tokens.create(manager, 'email_verification', created.id, hashToken(verifyToken), VERIFY_TTL);
        await this.mail.sendEmailVerification(manager, created.email, created.firstName, verifyToken);
        return created;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('An account with this email already exists.');
      throw e;
    }
    this.mail.deliverSoon();
    return { user, token: await this.sessions.start(user.id, ctx, this.sessionMaxAgeSeconds) };
  }

  async login(dto: LoginDto, ctx: RequestContext): Promise<SignedIn> {
    await this.limits.consume('signInPerAddress', ctx.ip);
    // Counted before the password is checked, so parallel guesses cannot all slip past the
    // limit; a success forgives the count.
    await this.limits.consume('failedSignInPerAccount', dto.email);
    const user = await this.users.findByEmail(dto.email);
    // Unknown email and wrong password take the same path: one argon2 verification, one answer.
    const ok = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !ok) throw new UnauthorizedException(INVALID_LOGIN);
    await this.limits.reset('failedSignInPerAccount', dto.email);
    return { user, token: await this.sessions.start(user.id, ctx, this.sessionMaxAgeSeconds) };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.deleteByToken(token);
  }

  updateProfile(user: User, dto: UpdateProfileDto): Promise<User> {
    const patch: Partial<Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>> = {};
    if (dto.firstName !== undefined) patch.firstName = dto.firstName;
    if (dto.lastName !== undefined) patch.lastName = dto.lastName;
    if (dto.profileImageUrl !== undefined) patch.profileImageUrl = dto.profileImageUrl;
    return this.users.updateProfile(user.id, patch);
  }

  async changePassword(user: User, sessionId: string, dto: ChangePasswordDto): Promise<void> {
    await this.limits.consume('failedSignInPerAccount', user.email);
    const current = await this.users.findById(user.id);
    if (!(await this.hasher.verify(current?.passwordHash, dto.currentPassword))) {
      throw new BadRequestException('Current password is incorrect.');
    }
    await this.limits.reset('failedSignInPerAccount', user.email);
    if (dto.currentPassword === dto.newPassword) {
      throw new BadRequestException('The new password must differ from the current one.');
    }
    const passwordHash = await this.hasher.hash(dto.newPassword);
    await this.db.transaction(async (manager) => {
      await this.users.setPasswordHash(manager, user.id, passwordHash);
      // Whoever else holds a session (a stolen cookie, an old device) is signed out.
      await this.sessions.deleteAllFor(manager, user.id, sessionId);
      await this.tokens.invalidateAllFor(manager, 'password_reset', user.id);
    });
  }

  async forgotPassword(email: string, ip: string): Promise<void> {
    await this.limits.consume('forgotPasswordPerAddress', ip);
    await this.limits.consume('forgotPasswordPerAccount', email);
    const user = await this.users.findByEmail(email);
    if (!user) return; // same answer either way: no account enumeration
    const token = newToken();
    await this.db.transaction(async (manager) => {
      await this.tokens.create(manager, 'password_reset', user.id, hashToken(token), RESET_TTL);
      await this.mail.sendPasswordReset(manager, user.email, user.firstName, token);
    });
    this.mail.deliverSoon();
  }

  async resetPassword(dto: ResetPasswordDto, ip: string): Promise<void> {
    await this.limits.consume('resetPasswordPerAddress', ip);
    const passwordHash = await this.hasher.hash(dto.newPassword);
    const userId = await this.db.transaction(async (manager) => {
      const id = await this.tokens.consume(manager, 'password_reset', hashToken(dto.token));
      if (!id) return null;
      await this.users.setPasswordHash(manager, id, passwordHash);
      await this.tokens.invalidateAllFor(manager, 'password_reset', id);
      await this.sessions.deleteAllFor(manager, id);
      // Following a mailed link proves the address too.
      await this.users.markEmailVerified(manager, id);
      return id;
    });
    if (!userId) throw new BadRequestException('The reset link is invalid or has expired. Please ask for a new one.');
    const user = await this.users.findById(userId);
    if (user) await this.limits.reset('failedSignInPerAccount', user.email);
  }

  async verifyEmail(token: string): Promise<void> {
    const ok = await this.db.transaction(async (manager) => {
      const id = await this.tokens.consume(manager, 'email_verification', hashToken(token));
      if (!id) return false;
      await this.users.markEmailVerified(manager, id);
      await this.tokens.invalidateAllFor(manager, 'email_verification', id);
      return true;
    });
    if (!ok) throw new BadRequestException('The verification link is invalid or has expired. Please ask for a new one.');
  }

  async resendVerification(user: User): Promise<void> {
    if (user.emailVerifiedAt) throw new ConflictException('Your email address is already verified.');
    await this.limits.consume('verificationMailPerAccount', user.id);
    const token = newToken();
    await this.db.transaction(async (manager) => {
      await this.tokens.create(manager, 'email_verification', user.id, hashToken(token), VERIFY_TTL);
      await this.mail.sendEmailVerification(manager, user.email, user.firstName, token);
    });
    this.mail.deliverSoon();
  }
}
