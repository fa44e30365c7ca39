// The Business API v1 (/api/v1/...): called with an API key (Authorization: Bearer), never with a session.
import { Body, Controller, Get, Headers, Inject, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { MAX_OFFSET, PageQuery } from '../../common/validation/paging.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { InvitationResponse } from '../invitations/index.js';
import { ReviewResponse } from '../reviews/index.js';
import { type ApiKeyPrincipal, CurrentApiKey, RequirePermission } from './api-key.guard.js';
import { BusinessApiService } from './business-api.service.js';
import { ApiInvitationDto, ApiInvitationResponse, ApiInvitationsQuery } from './dto/business-api.dto.js';
import { DIFFERENT_REQUEST, IDEMPOTENCY_HEADER, idempotencyKeyOf, MISSING_IDEMPOTENCY_KEY } from './idempotency-key.js';
import { INVALID_CURSOR } from './invitation-cursor.js';

export const BUSINESS_API_TAG = 'Business API v1';

@ApiTags(BUSINESS_API_TAG)
@Controller('v1/invitations')
export class ApiInvitationsController {
  constructor(
    private readonly api: BusinessApiService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @RequirePermission('invitations:write')
  @ApiOperation({
    operationId: 'BusinessApiV1_sendInvitation',
    summary: "Invite one customer to review the key's company, once per Idempotency-Key",
    description:
      "The dashboard's rules apply: the plan's monthly quota (403), the account's 24-hour limit (429), one open invitation per address, and people who " +
      "opted out or had several invitations this week (withheld); a company whose name no moderator has checked yet has its invitations held and " +
      'mailed once one has (held). A retry with the same Idempotency-Key and body answers the first answer again, with ' +
      '`Idempotent-Replayed: true`, and sends nothing; the same Idempotency-Key with another body is a 422. Idempotency-Keys belong to the company, not to ' +
      "one API key: a retry sent with any of the company's keys is replayed. A refused request keeps nothing, so its retry is judged again. " +
      'Kept answers last 24 hours.',
  })
  @ApiHeader({
    name: IDEMPOTENCY_HEADER,
    required: true,
    description: `Your unique value for this invitation, such as the order number, unique within your company (shared by all its API keys): 1 to 255 visible ASCII characters. Without it: 400 "${MISSING_IDEMPOTENCY_KEY}"`,
    schema: { type: 'string', minLength: 1, maxLength: 255, example: 'order-1042' },
  })
  @ApiCreatedResponse({
    type: ApiInvitationResponse,
    description: 'The invitation was judged (sent, held, duplicate or withheld), or this is the answer kept for the Idempotency-Key',
    headers: { 'Idempotent-Replayed': { description: "true when this is the kept answer of an earlier request with the same Idempotency-Key, made with any of the company's keys", schema: { type: 'string', enum: ['true'] } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A missing or malformed Idempotency-Key, or an invalid field' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Beyond the plan's monthly quota, a key without invitations:write, or an account that no longer owns the company" })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Another request with the same Idempotency-Key is being answered; try again' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: `The Idempotency-Key was used with another body: "${DIFFERENT_REQUEST}"` })
  async send(
    @CurrentApiKey() key: ApiKeyPrincipal,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() dto: ApiInvitationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiInvitationResponse> {
    const answer = await this.api.invite(key, idempotencyKeyOf(idempotencyKey), dto);
    void reply.status(answer.status);
    if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
    return answer.body;
  }

  @Get()
  @RequirePermission('invitations:write')
  @ApiOperation({
    operationId: 'BusinessApiV1_listInvitations',
    summary: "The key's company's invitations, newest first, with their state (open, used, expired)",
    description:
      'Page with `cursor`: while more invitations follow, the answer has a header `Link: <address>; rel="next"`, the address of the next page ' +
      '(with its `cursor`, and the same `limit` and `reference`); request it as it is until an answer comes without one. Invitations sent during ' +
      'the walk never shift the pages after it (a new walk lists them): no invitation is listed twice, and none that existed when the walk began is ' +
      `skipped. \`offset\` pages too, but it shifts as invitations are sent and stops at ${MAX_OFFSET.toLocaleString('en')}. With \`reference\`, only the ` +
      'invitations sent with that reference, such as the one of an order.',
  })
  @ApiOkResponse({
    type: [InvitationResponse],
    headers: { Link: { description: 'Only while more invitations follow: `<address of the next page>; rel="next"`', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: `A cursor this API did not write ("${INVALID_CURSOR}"), a cursor with an offset, or an invalid offset, limit or reference` })
  async list(@CurrentApiKey() key: ApiKeyPrincipal, @Query() q: ApiInvitationsQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<InvitationResponse[]> {
    const page = await this.api.listInvitations(key, q);
    if (page.nextCursor) void reply.header('Link', `<${this.nextPage(q, page.nextCursor)}>; rel="next"`);
    return page.items;
  }

  /**
   * The next page's address, absolute (a shop's HTTP client follows it without knowing where it
   * called from), on the site's own address rather than the request's Host header, which a
   * proxy may have rewritten.
   */
  private nextPage(q: ApiInvitationsQuery, cursor: string): string {
    const params = new URLSearchParams({ ...(q.limit !== undefined ? { limit: String(q.limit) } : {}), ...(q.reference !== undefined ? { reference: q.reference } : {}), cursor });
    return `${this.config.siteUrl}/api/v1/invitations?${params.toString()}`;
  }
}

@ApiTags(BUSINESS_API_TAG)
@Controller('v1/reviews')
export class ApiReviewsController {
  constructor(private readonly api: BusinessApiService) {}

  @Get()
  @RequirePermission('reviews:read')
  @ApiOperation({ operationId: 'BusinessApiV1_listReviews', summary: "The key's company's published reviews, newest first" })
  @ApiOkResponse({ type: [ReviewResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  list(@CurrentApiKey() key: ApiKeyPrincipal, @Query() q: PageQuery): Promise<ReviewResponse[]> {
    return this.api.listReviews(key, q.offset ?? 0, q.limit ?? 50);
  }
}
