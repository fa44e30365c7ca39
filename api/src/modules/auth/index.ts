// What other modules may use of the auth module: the consumer realm, and the sign-in, session and
// token machinery the business realm shares with it.
export { AuthModule } from './auth.module.js';
export { BusinessSessions, BusinessTokens } from './business-realm-stores.js';
export { AccountFlows, type RealmAccount, type RealmAccounts, type RealmOptions } from './account-flows.js';
export { ConsumerAuthGuard, CurrentConsumer, realmGuard } from './consumer-auth.guard.js';
export { ConsumerSessionStrategy, type ConsumerPrincipal } from './consumer-session.strategy.js';
export {
  ChangePasswordDto,
  EMAIL_RULE,
  ForgotPasswordDto,
  LoginDto,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE,
  PRINTABLE,
  ResetPasswordDto,
  VerifyEmailDto,
} from './dto/auth.dto.js';
export { EndedSessionsResponse, SessionResponse, toEndedSessionsResponse, toSessionResponse } from './dto/session-response.dto.js';
export { MessageResponse, toUserResponse, UserResponse } from './dto/user-response.dto.js';
export { PasswordHasher } from './password-hasher.js';
export { PasswordPolicy } from './password-policy.js';
export {
  BUSINESS_TABLES,
  CONSUMER_TABLES,
  SessionStore,
  sessionLifetime,
  TokenStore,
  type ActiveSession,
  type SessionListing,
  type SessionStart,
} from './realm-stores.js';
export { BUSINESS_SESSION_COOKIE, CONSUMER_SESSION_COOKIE, clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';
export { SessionsRepository } from './sessions.repository.js';
export { hashToken, newToken } from './tokens.js';
export type { User } from './user.entity.js';
export { UsersRepository } from './users.repository.js';
