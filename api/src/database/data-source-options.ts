import { type DataSourceOptions } from 'typeorm';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { ContactMessages1763900000000 } from './migrations/1763900000000-contact-messages.js';
import { BusinessAccounts1764000000000 } from './migrations/1764000000000-business-accounts.js';
import { BusinessRealm1764100000000 } from './migrations/1764100000000-business-realm.js';
import { Moderation1764200000000 } from './migrations/1764200000000-moderation.js';
import { TrustScore1764300000000 } from './migrations/1764300000000-trust-score.js';
import { ReviewSignals1764400000000 } from './migrations/1764400000000-review-signals.js';
import { ENTITIES } from './entities.js';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  ContactMessages1763900000000,
  BusinessAccounts1764000000000,
  BusinessRealm1764100000000,
  Moderation1764200000000,
  TrustScore1764300000000,
  ReviewSignals1764400000000,
];

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20 },
  };
}
