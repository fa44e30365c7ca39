import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { AlreadyExistsResponse } from '../../common/http/already-exists.exception.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { CreateCompanyDto } from '../companies/index.js';
import { BusinessSurface } from './business-surface.js';
import { type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { ClaimsService } from './claims.service.js';
import { ClaimDto, ClaimResponse } from './dto/business.dto.js';

// A business account's companies and its claims of them. The routes of an owned company (its
// reviews, invitations and analytics) and the replies have controllers of their own; the
// operationIds stay those of the one controller that served them all.

/** The account's companies: those it claimed, and one it adds to the site and claims at once. */
@BusinessSurface()
@Controller('business/companies')
export class BusinessCompaniesController {
  constructor(private readonly claims: ClaimsService) {}

  @Get()
  @ApiOperation({ summary: "The account's claims with their companies and status, newest first" })
  @ApiOkResponse({ type: [ClaimResponse] })
  companies(@CurrentBusiness() p: BusinessPrincipal): Promise<ClaimResponse[]> {
    return this.claims.list(p.account);
  }

  @Post()
  @RateLimit({ perAddress: 'addCompanyPerAddress', perAccount: 'addCompanyPerAccount' })
  // Orders the document only: ClaimDto stays listed before this route's schemas, where the claim
  // route put it when it came first in one controller (openapi.json is unchanged by the split).
  @ApiExtraModels(ClaimDto)
  @ApiOperation({ summary: 'Add a company that is not listed yet and claim it, in one call' })
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: AlreadyExistsResponse, description: 'The website is already listed: existingId is the listed company' })
  addAndClaim(@CurrentBusiness() p: BusinessPrincipal, @Body() dto: CreateCompanyDto): Promise<ClaimResponse> {
    return this.claims.addAndClaim(p.account, dto);
  }
}

/** Claiming a listed company, and proving a pending claim by its DNS record. */
@BusinessSurface()
@Controller('business/claims')
export class BusinessClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Post()
  @RateLimit({ perAddress: 'claimPerAddress', perAccount: 'claimPerAccount' })
  @ApiOperation({ operationId: 'BusinessCompaniesController_claim', summary: 'Claim a company: verified at once on a matching email domain, else pending for a moderator' })
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already claimed by you, or the company has another verified owner' })
  claim(@CurrentBusiness() p: BusinessPrincipal, @Body() dto: ClaimDto): Promise<ClaimResponse> {
    return this.claims.claim(p.account, dto.companyId);
  }

  @Post(':id/verify-dns')
  @HttpCode(200)
  @RateLimit({ perAccount: 'dnsCheckPerAccount' })
  @ApiOperation({ operationId: 'BusinessCompaniesController_verifyDns', summary: "Verify a pending claim by the TXT record of its dnsRecord, published on the company's domain" })
  @ApiOkResponse({ type: ClaimResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The record is not there yet, the claim is not pending, or the company has another verified owner' })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'DNS could not be asked' })
  verifyDns(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string): Promise<ClaimResponse> {
    return this.claims.verifyByDns(p.account, id);
  }
}
