import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { LoginNavigationController, LogoutNavigationController } from './auth-navigation.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { BusinessSessions, BusinessTokens } from './business-realm-stores.js';
import { ConsumerSessionStrategy } from './consumer-session.strategy.js';
import { EmailVerifiedHooks } from './email-verified-hooks.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import { SessionPurge } from './session-purge.js';
import { SessionsRepository } from './sessions.repository.js';
import { UserModerationRepository } from './user-moderation.repository.js';
import { UserTokensRepository } from './user-tokens.repository.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [PassportModule],
  controllers: [AuthController, LoginNavigationController, LogoutNavigationController],
  providers: [
    AuthService,
    BusinessSessions,
    BusinessTokens,
    ConsumerSessionStrategy,
    EmailVerifiedHooks,
    PasswordHasher,
    PasswordPolicy,
    SessionPurge,
    SessionsRepository,
    UserTokensRepository,
    UsersRepository,
    UserModerationRepository,
    UsersService,
  ],
  exports: [
    UsersService,
    SessionPurge,
    ConsumerSessionStrategy,
    EmailVerifiedHooks,
    PasswordHasher,
    PasswordPolicy,
    PassportModule,
    // The business realm's: its sign-in flows and session strategy are the business module's.
    BusinessSessions,
    BusinessTokens,
  ],
})
export class AuthModule {}
