import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { BUSINESS_TABLES, SessionStore, sessionLifetime, TokenStore } from './realm-stores.js';

// The business realm's sessions and mailed tokens. Their tables are the auth module's, like the
// consumer realm's; the business module finds the accounts they belong to.

/** The business realm's sessions (business_sessions). */
@Injectable()
export class BusinessSessions extends SessionStore {
  constructor(@InjectDataSource() db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super(db, BUSINESS_TABLES, sessionLifetime(config));
  }
}

/** The business realm's mailed tokens (business_password_reset_tokens, business_email_verification_tokens). */
@Injectable()
export class BusinessTokens extends TokenStore {
  constructor() {
    super(BUSINESS_TABLES);
  }
}
