// The auth module's public face: what other modules import from it.
export { AuthModule } from './auth.module.js';
export { ConsumerAuthGuard, CurrentConsumer, realmGuard } from './consumer-auth.guard.js';
export { ConsumerSessionStrategy, type ConsumerPrincipal } from './consumer-session.strategy.js';
export { BUSINESS_SESSION_COOKIE, CONSUMER_SESSION_COOKIE, readSessionCookie } from './session-cookie.js';
export { SessionStore, type ActiveSession, type SessionListing } from './realm-stores.js';
export { SessionsRepository } from './sessions.repository.js';
export { UserModerationRepository, type FoundUser } from './user-moderation.repository.js';
export { User } from './user.entity.js';
export { UsersRepository } from './users.repository.js';
