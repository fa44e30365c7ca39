import { Injectable } from '@nestjs/common';
import { CONSUMER_TABLES, TokenStore } from './realm-stores.js';

export type { TokenKind } from './realm-stores.js';

/** The consumer realm's mailed tokens. */
@Injectable()
export class UserTokensRepository extends TokenStore {
  constructor() {
    super(CONSUMER_TABLES);
  }
}
