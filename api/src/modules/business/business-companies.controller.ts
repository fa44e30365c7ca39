import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AlreadyExistsResponse } from '../../common/http/already-exists.exception.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { PageQuery } from '../../common/validation/paging.js';
import { CreateCompanyDto } from '../companies/dto/company.dto.js';
import { InvitationBatchResponse, InvitationResponse, InvitationsService, SendInvitationsDto } from '../invitations/index.js';
import { ReviewResponse } from '../reviews/dto/review-response.dto.js';
import { AnalyticsService } from './analytics.service.js';
import { BusinessAuthGuard, type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { ClaimsService } from './claims.service.js';
import {
  AnalyticsQuery,
  AnalyticsResponse,
  ClaimDto,
  ClaimResponse,
  OwnerReviewsQuery,
  ReplyDto,
} from './dto/business.dto.js';
import { InvitationSenders } from './invitation-senders.js';
import { OwnerReviewsService } from './owner-reviews.service.js';

/** A business account's companies: claims, replies, invitations and analytics. Owner-only where it says so. */
@ApiTags('business companies')
@ApiCookieAuth('business-session')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'No business session (a consumer session does not count)' })
@UseGuards(BusinessAuthGuard)
@Controller('business')
export class BusinessCompaniesController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly ownerReviews: OwnerReviewsService,
    private readonly invitations: InvitationsService,
    private readonly senders: InvitationSenders,
    private readonly analytics: AnalyticsService,
  ) {}

  @Get('companies')
  @ApiOperation({ summary: "The account's claims with their companies and status, newest first" })
  @ApiOkResponse({ type: [ClaimResponse] })
  companies(@CurrentBusiness() p: BusinessPrincipal): Promise<ClaimResponse[]> {
    return this.claims.list(p.account);
  }

  @Post('claims')
  @RateLimit({ perAddress: 'claimPerAddress', perAccount: 'claimPerAccount' })
  @ApiOperation({ summary: 'Claim a company: verified at once on a matching email domain, else pending for a moderator' })
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already claimed by you, or the company has another verified owner' })
  claim(@CurrentBusiness() p: BusinessPrincipal, @Body() dto: ClaimDto): Promise<ClaimResponse> {
    return this.claims.claim(p.account, dto.companyId);
  }

  @Post('claims/:id/verify-dns')
  @HttpCode(200)
  @RateLimit({ perAccount: 'dnsCheckPerAccount' })
  @ApiOperation({ summary: "Verify a pending claim by the TXT record of its dnsRecord, published on the company's domain" })
  @ApiOkResponse({ type: ClaimResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The record is not there yet, the claim is not pending, or the company has another verified owner' })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'DNS could not be asked' })
  verifyDns(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string): Promise<ClaimResponse> {
    return this.claims.verifyByDns(p.account, id);
  }

  @Post('companies')
  @RateLimit({ perAddress: 'addCompanyPerAddress', perAccount: 'addCompanyPerAccount' })
  @ApiOperation({ summary: 'Add a company that is not listed yet and claim it, in one call' })
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: AlreadyExistsResponse, description: 'The website is already listed: existingId is the listed company' })
  addAndClaim(@CurrentBusiness() p: BusinessPrincipal, @Body() dto: CreateCompanyDto): Promise<ClaimResponse> {
    return this.claims.addAndClaim(p.account, dto);
  }

  @Get('companies/:id/reviews')
  @ApiOperation({ summary: "The owned company's reviews, newest first: awaiting a reply (default), replied, or all" })
  @ApiOkResponse({ type: [ReviewResponse] })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  reviews(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Query() q: OwnerReviewsQuery,
  ): Promise<ReviewResponse[]> {
    return this.ownerReviews.list(p.account.id, id, q.filter ?? 'awaiting', q.offset ?? 0, q.limit ?? 50);
  }

  @Put('reviews/:reviewId/reply')
  @ApiOperation({ summary: 'Create or edit the public reply to a review of an owned company' })
  @ApiOkResponse({ type: ReviewResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not the verified owner of the review’s company' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  reply(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('reviewId', new ParseIdPipe('Review')) reviewId: string,
    @Body() dto: ReplyDto,
  ): Promise<ReviewResponse> {
    return this.ownerReviews.reply(p.account.id, reviewId, dto.content);
  }

  @Delete('reviews/:reviewId/reply')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove the public reply' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  removeReply(@CurrentBusiness() p: BusinessPrincipal, @Param('reviewId', new ParseIdPipe('Review')) reviewId: string): Promise<void> {
    return this.ownerReviews.removeReply(p.account.id, reviewId);
  }

  @Post('companies/:id/invitations')
  @ApiOperation({ summary: 'Invite customers to review: one {email, name, reference?} or {csv} of up to 1,000 rows; per-row results' })
  @ApiCreatedResponse({ type: InvitationBatchResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Not the verified owner, or beyond the plan's monthly quota" })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async invite(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Body() dto: SendInvitationsDto,
  ): Promise<InvitationBatchResponse> {
    return this.invitations.send(await this.senders.forOwner(p.account.id, id), dto);
  }

  @Get('companies/:id/invitations')
  @ApiOperation({ summary: "The owned company's invitations, newest first, with their state" })
  @ApiOkResponse({ type: [InvitationResponse] })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async invitationList(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Query() q: PageQuery): Promise<InvitationResponse[]> {
    await this.claims.requireOwner(p.account.id, id);
    return this.invitations.list(id, q.offset ?? 0, q.limit ?? 50);
  }

  @Get('companies/:id/analytics')
  @ApiOperation({ summary: "The owned company's analytics over the plan's range, or the months from/to choose within it" })
  @ApiOkResponse({ type: AnalyticsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: "A month not written YYYY-MM, a range that ends before it starts, or one outside the plan's range" })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  companyAnalytics(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Query() q: AnalyticsQuery,
  ): Promise<AnalyticsResponse> {
    return this.analytics.forOwner(p.account.id, p.account.plan, id, { months: q.months, from: q.from, to: q.to });
  }
}
