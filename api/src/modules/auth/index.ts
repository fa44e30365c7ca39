// The auth module's public surface: the only file other modules import from it. It owns the users
// table and both realms' sessions and mailed tokens; the business realm builds on its flows and
// stores. Other modules change users only through what this exports.
export { AccountFlows, type RealmAccount, type RealmAccounts, type RealmOptions } from './account-flows.js';
export { AuthModule } from './auth.module.js';
export { BusinessSessions, BusinessTokens } from './business-realm-stores.js';
export { ConsumerAuthGuard, CurrentConsumer, realmGuard } from './consumer-auth.guard.js';
export { type ConsumerPrincipal, ConsumerSessionStrategy } from './consumer-session.strategy.js';
export {
  ChangePasswordDto,
  EMAIL_RULE,
  ForgotPasswordDto,
  LoginDto,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE,
  PRINTABLE,
  RegisterDto,
  ResetPasswordDto,
  UpdateProfileDto,
  VerifyEmailDto,
} from './dto/auth.dto.js';
export { EndedSessionsResponse, SessionResponse, toEndedSessionsResponse, toSessionResponse } from './dto/session-response.dto.js';
export { MessageResponse, toUserResponse, UserResponse } from './dto/user-response.dto.js';
export { type EmailVerifiedHook, EmailVerifiedHooks } from './email-verified-hooks.js';
export { PasswordHasher } from './password-hasher.js';
export { PasswordPolicy } from './password-policy.js';
export {
  type ActiveSession,
  BUSINESS_TABLES,
  CONSUMER_TABLES,
  type RealmTables,
  type SessionListing,
  type SessionStart,
  sessionLifetime,
  SessionStore,
  TokenStore,
} from './realm-stores.js';
export { BUSINESS_SESSION_COOKIE, clearSessionCookie, CONSUMER_SESSION_COOKIE, readSessionCookie, setSessionCookie } from './session-cookie.js';
export { SessionPurge } from './session-purge.js';
export { hashToken, newToken } from './tokens.js';
export type { FoundUser } from './user-moderation.repository.js';
export type { User } from './users.repository.js';
export { UsersService } from './users.service.js';
