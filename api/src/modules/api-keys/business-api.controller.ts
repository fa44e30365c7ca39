// The Business API v1 (/api/v1/...): called with an API key (Authorization: Bearer), never with a session.
import { Body, Controller, Get, Headers, Post, Query, Res } from '@nestjs/common';
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
import { PageQuery } from '../../common/validation/paging.js';
import { InvitationResponse } from '../invitations/index.js';
import { ReviewResponse } from '../reviews/index.js';
import { type ApiKeyPrincipal, CurrentApiKey, RequirePermission } from './api-key.guard.js';
import { BusinessApiService } from './business-api.service.js';
import { ApiInvitationDto, ApiInvitationResponse } from './dto/business-api.dto.js';
import { DIFFERENT_REQUEST, IDEMPOTENCY_HEADER, idempotencyKeyOf, MISSING_IDEMPOTENCY_KEY } from './idempotency-key.js';

export const BUSINESS_API_TAG = 'Business API v1';

@ApiTags(BUSINESS_API_TAG)
@Controller('v1/invitations')
export class ApiInvitationsController {
  constructor(private readonly api: BusinessApiService) {}

  @Post()
  @RequirePermission('invitations:write')
  @ApiOperation({
    operationId: 'BusinessApiV1_sendInvitation',
    summary: "Invite one customer to review the key's company, once per Idempotency-Key",
    description:
      "The dashboard's rules apply: the plan's monthly quota (403), the account's 24-hour limit (429), one open invitation per address, and people who " +
      'opted out or had several invitations this week (withheld). A retry with the same Idempotency-Key and body answers the first answer again, with ' +
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
    description: 'The invitation was judged (sent, duplicate or withheld), or this is the answer kept for the Idempotency-Key',
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
  @ApiOperation({ operationId: 'BusinessApiV1_listInvitations', summary: "The key's company's invitations, newest first, with their state (open, used, expired)" })
  @ApiOkResponse({ type: [InvitationResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  list(@CurrentApiKey() key: ApiKeyPrincipal, @Query() q: PageQuery): Promise<InvitationResponse[]> {
    return this.api.listInvitations(key, q.offset ?? 0, q.limit ?? 50);
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
