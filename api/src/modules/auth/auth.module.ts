import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthNavigationController } from './auth-navigation.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { ConsumerSessionStrategy } from './consumer-session.strategy.js';
import { EmailVerifiedHooks } from './email-verified-hooks.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import { SessionPurge } from './session-purge.js';
import { SessionsRepository } from './sessions.repository.js';
import { UserModerationRepository } from './user-moderation.repository.js';
import { UserTokensRepository } from './user-tokens.repository.js';
import { UsersRepository } from './users.repository.js';

@Module({
  imports: [PassportModule],
  controllers: [AuthController, AuthNavigationController],
  providers: [
    AuthService,
    ConsumerSessionStrategy,
    EmailVerifiedHooks,
    PasswordHasher,
    PasswordPolicy,
    SessionPurge,
    SessionsRepository,
    UserTokensRepository,
    UsersRepository,
    UserModerationRepository,
  ],
  exports: [UsersRepository, SessionsRepository, ConsumerSessionStrategy, EmailVerifiedHooks, PasswordHasher, PasswordPolicy, PassportModule, UserModerationRepository],
})
export class AuthModule {}
