import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { AccountIntegrations, type BusinessAccount, ClaimsService } from '../business/index.js';
import { newApiKeySecret } from './api-key-secret.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { type ApiKeyResponse, type CreateApiKeyDto, type CreatedApiKeyResponse, toApiKeyResponse } from './dto/api-keys.dto.js';

/** Active keys a company may have at once: one per integration, with room to rotate. */
export const MAX_ACTIVE_KEYS = 10;

/** A company's API keys as its verified owner manages them on the dashboard. */
@Injectable()
export class ApiKeysService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly keys: ApiKeysRepository,
    private readonly claims: ClaimsService,
    private readonly events: SecurityEventLog,
    private readonly integrations: AccountIntegrations,
  ) {}

  onModuleInit(): void {
    // A password reset may revoke every key of the account, in its transaction.
    this.integrations.register(async (manager, accountId) =>
      (await this.keys.revokeAllOfAccount(manager, accountId)).map((k) => ({ event: 'api_key.revoked' as const, companyId: k.companyId, keyId: k.id })),
    );
  }

  /** The account's active keys of the company, newest first, with their last use. */
  async list(accountId: string, companyId: string): Promise<ApiKeyResponse[]> {
    await this.claims.requireOwner(accountId, companyId);
    return (await this.keys.listActive(accountId, companyId)).map(toApiKeyResponse);
  }

  /** Creates a key and answers it this once: only its hash is kept. The account is mailed that it was made. */
  async create(account: BusinessAccount, companyId: string, dto: CreateApiKeyDto): Promise<CreatedApiKeyResponse> {
    const accountId = account.id;
    await this.claims.requireOwner(accountId, companyId);
    const secret = newApiKeySecret();
    const row = await this.db.transaction(async (manager) => {
      await this.keys.lockCompanyKeys(manager, companyId);
      if ((await this.keys.countActive(manager, accountId, companyId)) >= MAX_ACTIVE_KEYS) {
        throw new ConflictException(`A company can have at most ${MAX_ACTIVE_KEYS} active API keys. Please revoke one you no longer use, then create the new one.`);
      }
      const inserted = await this.keys.insert(manager, { accountId, companyId, name: dto.name, prefix: secret.prefix, hash: secret.hash, permissions: dto.permissions });
      await this.integrations.announceAdded(manager, account, companyId, { kind: 'api-key', permissions: inserted.permissions });
      return inserted;
    });
    this.integrations.deliverSoon();
    this.events.record({ event: 'api_key.created', realm: 'business', accountId, companyId, keyId: row.id, permissions: row.permissions });
    return { ...toApiKeyResponse(row), key: secret.key };
  }

  /** Revokes a key: the next call made with it is refused. */
  async revoke(accountId: string, companyId: string, keyId: string): Promise<void> {
    await this.claims.requireOwner(accountId, companyId);
    if (!(await this.keys.revoke(accountId, companyId, keyId))) throw new NotFoundException('API key not found.');
    this.events.record({ event: 'api_key.revoked', realm: 'business', accountId, companyId, keyId });
  }
}
