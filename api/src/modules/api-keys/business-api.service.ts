import { BadRequestException, ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { InvitationSenders } from '../business/index.js';
import { type InvitationResponse, InvitationsService, type SentInvitation } from '../invitations/index.js';
import { CompanyReviewsService, type ReviewResponse, toReviewResponse } from '../reviews/index.js';
import type { ApiKeyPrincipal } from './api-key.guard.js';
import type { ApiInvitationDto, ApiInvitationResponse, ApiInvitationResult, ApiInvitationsQuery } from './dto/business-api.dto.js';
import { DIFFERENT_REQUEST, requestHash } from './idempotency-key.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { decodeInvitationCursor, encodeInvitationCursor, INVALID_CURSOR } from './invitation-cursor.js';

/** An answer of POST /api/v1/invitations: the first, or one kept under the Idempotency-Key. */
export interface IdempotentAnswer {
  status: number;
  body: ApiInvitationResponse;
  replayed: boolean;
}

/**
 * The Business API v1: what a key may do for its company, by the dashboard's own rules. An
 * invitation goes through InvitationsService.sendWithin with the sender the business realm vouches
 * for (InvitationSenders.forOwner), so quotas, throttles and the suppression list are the same.
 */
@Injectable()
export class BusinessApiService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly senders: InvitationSenders,
    private readonly invitations: InvitationsService,
    private readonly idempotency: IdempotencyRepository,
    private readonly reviews: CompanyReviewsService,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * Sends one invitation at most once per Idempotency-Key of the company, whichever of its API
   * keys sends it (a shop that replaced a revoked key retries an order with the new one); a new
   * owner of the company starts afresh, never replaying the previous owner's answers. The key
   * is claimed in the transaction that sends, so the invitation and the kept answer commit
   * together or not at all: a request refused on the way (quota, throttle, an invalid row) keeps
   * nothing, and its retry is judged again. A concurrent request with the same key waits for the
   * first to commit, then replays it.
   */
  async invite(key: ApiKeyPrincipal, idempotencyKey: string, dto: ApiInvitationDto): Promise<IdempotentAnswer> {
    const reference = dto.reference || null;
    const message = dto.message || null;
    const orderDate = dto.orderDate ?? null;
    // A message and an order date join the hash only when given, each under its own name: keys kept
    // from before they existed still match their retries, and neither can pass for the other.
    const hash = requestHash([dto.email, dto.name, reference, ...(message === null ? [] : [`message:${message}`]), ...(orderDate ? [`orderDate:${orderDate}`] : [])]);
    const sender = await this.senders.forOwner(key.accountId, key.companyId);
    const done = await this.db.transaction(async (manager) => {
      if (!(await this.idempotency.claim(manager, key, idempotencyKey, hash))) {
        const kept = await this.idempotency.find(manager, key, idempotencyKey);
        // Only if the kept answer expired and was purged in between: rare enough to ask for a retry.
        if (!kept?.statusCode) throw new ConflictException('Another request with this Idempotency-Key is being answered. Please try again in a moment.');
        if (kept.requestHash !== hash) throw new UnprocessableEntityException(DIFFERENT_REQUEST);
        return { answer: { status: kept.statusCode, body: kept.responseBody as ApiInvitationResponse, replayed: true }, sent: [] };
      }
      // A new key: counted before anything is sent; beyond the day's bound the 429 rolls the claim back.
      await this.limits.consume('apiInvitationKeysPerCompany', key.companyId);
      const sent = await this.invitations.sendWithin(manager, sender, {
        email: dto.email,
        name: dto.name,
        ...(reference ? { reference } : {}),
        ...(message ? { message } : {}),
        ...(orderDate ? { orderDate } : {}),
      });
      const result = sent[0];
      // The DTO checks what the dashboard's form checks; a row the batch rules still find invalid is a 400, kept nowhere.
      if (result.status === 'invalid') throw new BadRequestException(`${result.message}.`);
      // Already locked by sendWithin in this transaction: answers at once.
      const { invitationsPerMonth } = await sender.lockAllowance(manager);
      const body: ApiInvitationResponse = { invitation: toApiResult(result, reference, orderDate), usage: await this.invitations.usage(key.accountId, invitationsPerMonth, manager) };
      await this.idempotency.store(manager, key, idempotencyKey, 201, body);
      return { answer: { status: 201, body, replayed: false }, sent };
    });
    this.invitations.deliverAfterCommit(done.sent);
    return done.answer;
  }

  /**
   * A page of the invitations the key's account sent for its company, newest first, with their
   * state: from an offset, or after the invitation a cursor names; of one reference or all.
   * `nextCursor` names the page's last invitation when more follow. A cursor is taken only when it
   * names, exactly, an invitation this list holds: a cursor this API never wrote (a made-up time,
   * another company's or a former owner's invitation) is a 400, never a page from somewhere else.
   */
  async listInvitations(key: ApiKeyPrincipal, q: ApiInvitationsQuery): Promise<{ items: InvitationResponse[]; nextCursor?: string }> {
    const after = q.cursor === undefined ? undefined : decodeInvitationCursor(q.cursor);
    // The DTO has refused a malformed cursor already; were it ever let through, it must not read as "the first page".
    if (q.cursor !== undefined && !after) throw new BadRequestException(INVALID_CURSOR);
    const page = await this.invitations.page(key.companyId, key.accountId, q.offset ?? 0, q.limit ?? 50, { reference: q.reference, after });
    if (!page) throw new BadRequestException(INVALID_CURSOR);
    return { items: page.items, ...(page.next ? { nextCursor: encodeInvitationCursor(page.next) } : {}) };
  }

  /** The company's published reviews, newest first (hidden ones are never among them, nor hidden replies). */
  async listReviews(key: ApiKeyPrincipal, offset: number, limit: number): Promise<ReviewResponse[]> {
    return (await this.reviews.newest(key.companyId, offset, limit)).map(toReviewResponse);
  }
}

/** The result as the API answers and keeps it: never the link, which is for the invitee's mailbox only. */
function toApiResult(r: SentInvitation, reference: string | null, orderDate: string | null): ApiInvitationResult {
  return {
    status: r.status as ApiInvitationResult['status'],
    ...(r.message ? { message: r.message.endsWith('.') ? r.message : `${r.message}.` } : {}),
    ...(r.id ? { id: r.id } : {}),
    email: r.email,
    name: r.name,
    reference,
    ...(orderDate ? { orderDate } : {}),
    ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}),
  };
}
