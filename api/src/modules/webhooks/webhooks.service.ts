// The owner's side of webhooks: register, list, delete an endpoint, read its deliveries, send it a
// test event. Every call checks first that the account is the company's verified owner. An endpoint
// is a way for data to leave: registering one is mailed to the owner, and every change that opens
// or closes one (registered, deleted, turned back on, a new secret) is a security event.
import { BadRequestException, ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/database/sql.js';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { AccountIntegrations, type BusinessAccount, ClaimsService } from '../business/index.js';
import {
  type CreatedWebhookResponse,
  type CreateWebhookDto,
  PREVIOUS_SECRET_MAX_HOURS,
  toWebhookDeliveryResponse,
  toWebhookEndpointResponse,
  type WebhookDeliveryResponse,
  type WebhookEndpointResponse,
} from './dto/webhook.dto.js';
import { WebhookAddressGuard, WebhookTargetRefused } from './webhook-address-guard.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { type WebhookEndpointRow, WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { pingData, WEBHOOK_EVENTS } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signature.js';

/** Endpoints per company (of its owner): enough for a production and a staging receiver and a few more. */
export const MAX_ENDPOINTS_PER_COMPANY = 5;
/** Deliveries an endpoint's list shows. */
const DELIVERIES_SHOWN = 50;

@Injectable()
export class WebhooksService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly claims: ClaimsService,
    private readonly guard: WebhookAddressGuard,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly integrations: AccountIntegrations,
    private readonly events: SecurityEventLog,
  ) {}

  onModuleInit(): void {
    // A password reset may delete every endpoint of the account, in its transaction.
    this.integrations.register(async (manager, accountId) => {
      await this.deliveries.deleteForAccount(manager, accountId);
      const gone = await this.endpoints.deleteForAccount(manager, accountId);
      return gone.map((e) => ({ event: 'webhook.deleted' as const, companyId: e.companyId, webhookId: e.id }));
    });
  }

  /** How the security log names the endpoint's account, company and id. */
  private about(accountId: string, companyId: string, webhookId: string) {
    return { realm: 'business' as const, accountId, companyId, webhookId };
  }

  async list(accountId: string, companyId: string): Promise<WebhookEndpointResponse[]> {
    await this.claims.requireOwner(accountId, companyId);
    return (await this.endpoints.listForOwner(accountId, companyId)).map(toWebhookEndpointResponse);
  }

  /** Registers an endpoint; the answer carries its signing secret, which is never answered again. The account is mailed that it was added. */
  async register(account: BusinessAccount, companyId: string, dto: CreateWebhookDto): Promise<CreatedWebhookResponse> {
    const accountId = account.id;
    await this.claims.requireOwner(accountId, companyId);
    let url: string;
    try {
      url = await this.guard.check(dto.url);
    } catch (e) {
      if (e instanceof WebhookTargetRefused) throw new BadRequestException(e.message);
      throw e;
    }
    const secret = newWebhookSecret();
    try {
      const row = await this.db.transaction(async (manager) => {
        await this.endpoints.lockCompany(manager, companyId);
        if ((await this.endpoints.countForOwner(manager, accountId, companyId)) >= MAX_ENDPOINTS_PER_COMPANY) {
          throw new ConflictException(`A company can have at most ${MAX_ENDPOINTS_PER_COMPANY} webhook endpoints. Please delete one before adding another.`);
        }
        // In the order of WEBHOOK_EVENTS, whatever order they were chosen in.
        const events = WEBHOOK_EVENTS.filter((e) => dto.events.includes(e));
        const inserted = await this.endpoints.insert(manager, { companyId, accountId, url, events, secret });
        await this.integrations.announceAdded(manager, account, companyId, { kind: 'webhook', events, host: new URL(url).host });
        return inserted;
      });
      this.integrations.deliverSoon();
      // The host only: a receiver's path may carry a token of its own.
      this.events.record({ event: 'webhook.created', ...this.about(accountId, companyId, row.id), host: new URL(row.url).host, events: row.events });
      return { ...toWebhookEndpointResponse(row), secret };
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('This URL is already registered for this company.');
      throw e;
    }
  }

  /**
   * Deletes the endpoint and its deliveries (those not sent yet are dropped): the deliveries
   * first, as recordAttempt locks a delivery and then its endpoint, so the two cannot deadlock.
   */
  async remove(accountId: string, companyId: string, id: string): Promise<void> {
    const endpoint = await this.ownEndpoint(accountId, companyId, id);
    const existed = await this.db.transaction(async (manager) => {
      await this.deliveries.deleteForEndpoint(manager, endpoint.id);
      return this.endpoints.deleteForOwner(manager, accountId, companyId, endpoint.id);
    });
    if (!existed) throw notFound();
    this.events.record({ event: 'webhook.deleted', ...this.about(accountId, companyId, endpoint.id), reason: 'deleted by the owner' });
  }

  async deliveriesOf(accountId: string, companyId: string, id: string): Promise<WebhookDeliveryResponse[]> {
    const endpoint = await this.ownEndpoint(accountId, companyId, id);
    return (await this.deliveries.listForEndpoint(endpoint.id, DELIVERIES_SHOWN)).map(toWebhookDeliveryResponse);
  }

  /** Queues a `ping` to the endpoint; one at a time, so the button cannot fill the queue. */
  async sendTest(accountId: string, companyId: string, id: string): Promise<WebhookDeliveryResponse> {
    const endpoint = await this.ownEndpoint(accountId, companyId, id);
    if (endpoint.disabledAt) throw new ConflictException('This endpoint is turned off. Please turn it back on before sending a test event.');
    const ping = await this.deliveries.enqueuePing(endpoint.id, pingData(companyId, endpoint.id));
    if (!ping) throw new ConflictException('A test event to this endpoint is still waiting to be delivered. Please wait for it before sending another.');
    return toWebhookDeliveryResponse(ping);
  }

  /**
   * Gives the endpoint a new signing secret, answered this once. The replaced one keeps signing
   * each delivery beside it for `previousHours` (a day unless told), so the receiver can switch
   * without refusing deliveries; 0 stops it at once.
   */
  async rollSecret(accountId: string, companyId: string, id: string, previousHours = PREVIOUS_SECRET_MAX_HOURS): Promise<CreatedWebhookResponse> {
    await this.claims.requireOwner(accountId, companyId);
    const secret = newWebhookSecret();
    const row = await this.endpoints.rollSecret(accountId, companyId, id, secret, previousHours);
    if (!row) throw notFound();
    this.events.record({ event: 'webhook.secret_rolled', ...this.about(accountId, companyId, row.id), previousSigningHours: previousHours });
    return { ...toWebhookEndpointResponse(row), secret };
  }

  /**
   * Turns on again an endpoint turned off after its deliveries failed: what was held for it while
   * it was off and is still within its day is sent now, then new events as they come. The
   * deliveries first, as in remove.
   */
  async enable(accountId: string, companyId: string, id: string): Promise<WebhookEndpointResponse> {
    const endpoint = await this.ownEndpoint(accountId, companyId, id);
    const row = await this.db.transaction(async (manager) => {
      await this.deliveries.releaseHeld(manager, endpoint.id);
      return this.endpoints.enable(manager, accountId, companyId, endpoint.id);
    });
    if (!row) throw notFound();
    this.events.record({ event: 'webhook.enabled', ...this.about(accountId, companyId, row.id) });
    return toWebhookEndpointResponse(row);
  }

  private async ownEndpoint(accountId: string, companyId: string, id: string): Promise<WebhookEndpointRow> {
    await this.claims.requireOwner(accountId, companyId);
    const endpoint = await this.endpoints.findForOwner(accountId, companyId, id);
    if (!endpoint) throw notFound();
    return endpoint;
  }
}

function notFound(): NotFoundException {
  return new NotFoundException('Webhook endpoint not found.');
}
