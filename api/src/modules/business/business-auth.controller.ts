import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import {
  BUSINESS_SESSION_COOKIE,
  ChangePasswordDto,
  clearSessionCookie,
  EndedSessionsResponse,
  ForgotPasswordDto,
  LoginDto,
  MessageResponse,
  readSessionCookie,
  SessionResponse,
  type SessionStart,
  setSessionCookie,
  toEndedSessionsResponse,
  toSessionResponse,
  VerifyEmailDto,
} from '../auth/index.js';
import { BusinessAuthService, toBusinessAccountResponse } from './business-auth.service.js';
import { BusinessAuthGuard, type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { ClaimsService } from './claims.service.js';
import { BusinessAccountEnvelope, BusinessAccountResponse, BusinessRegisterDto, BusinessResetPasswordDto, UpdateBusinessAccountDto } from './dto/business-auth.dto.js';

@ApiTags('business accounts')
@Controller('business')
export class BusinessAuthController {
  constructor(
    private readonly auth: BusinessAuthService,
    private readonly claims: ClaimsService,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create a business account, sign it in and mail an email verification link' })
  @ApiCreatedResponse({ type: BusinessAccountEnvelope })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The email already has a business account' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async register(@Body() dto: BusinessRegisterDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BusinessAccountEnvelope> {
    const { account, token } = await this.auth.register(dto, context(req));
    setSessionCookie(req, reply, BUSINESS_SESSION_COOKIE, token, this.auth.sessionMaxAgeSeconds);
    return { account: toBusinessAccountResponse(account) };
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in to a business account; sets the httpOnly business session cookie' })
  @ApiOkResponse({ type: BusinessAccountEnvelope })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async login(@Body() dto: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BusinessAccountEnvelope> {
    const { account, token } = await this.auth.login(dto, context(req));
    setSessionCookie(req, reply, BUSINESS_SESSION_COOKIE, token, this.auth.sessionMaxAgeSeconds);
    return { account: toBusinessAccountResponse(account) };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'End the current business session' })
  @ApiNoContentResponse()
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(readSessionCookie(req, BUSINESS_SESSION_COOKIE), clientAddress(req));
    clearSessionCookie(req, reply, BUSINESS_SESSION_COOKIE);
  }

  @Get('account')
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: 'The signed-in business account itself; 401 when signed out' })
  @ApiOkResponse({ type: BusinessAccountResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  account(@CurrentBusiness() principal: BusinessPrincipal): BusinessAccountResponse {
    return toBusinessAccountResponse(principal.account);
  }

  @Patch('account')
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: "Change the account's settings: lowRatingAlerts turns the mail about each new 1–2★ review of an owned company on or off" })
  @ApiOkResponse({ type: BusinessAccountResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async updateAccount(@CurrentBusiness() principal: BusinessPrincipal, @Body() dto: UpdateBusinessAccountDto): Promise<BusinessAccountResponse> {
    return toBusinessAccountResponse(await this.auth.updateSettings(principal.account, dto));
  }

  @Get('sessions')
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: "The business account's active sessions (devices), most recently used first" })
  @ApiOkResponse({ type: [SessionResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async sessions(@CurrentBusiness() principal: BusinessPrincipal): Promise<SessionResponse[]> {
    return (await this.auth.sessionList(principal.account)).map((s) => toSessionResponse(s, principal.sessionId));
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: 'Sign out everywhere else: end every session of the business account but this one' })
  @ApiOkResponse({ type: EndedSessionsResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async signOutOthers(@CurrentBusiness() principal: BusinessPrincipal, @Req() req: FastifyRequest): Promise<EndedSessionsResponse> {
    return toEndedSessionsResponse(await this.auth.endOtherSessions(principal.account, principal.sessionId, clientAddress(req)));
  }

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: "Change the business account's password; every other session of the account ends" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Current password incorrect or new password invalid' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async changePassword(@CurrentBusiness() principal: BusinessPrincipal, @Body() dto: ChangePasswordDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.auth.changePassword(principal.account, principal.sessionId, dto.currentPassword, dto.newPassword, clientAddress(req));
    return { message: 'Your password has been changed. Your other sessions were signed out.' };
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: 'End one session of the business account' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  endSession(@CurrentBusiness() principal: BusinessPrincipal, @Param('id', new ParseIdPipe('Session')) id: string, @Req() req: FastifyRequest): Promise<void> {
    return this.auth.endSession(principal.account, id, clientAddress(req));
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a password reset link if the business account exists; always 202' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.auth.forgotPassword(dto.email, clientAddress(req));
    return { message: 'If a business account exists for this email, we have sent a link to reset the password.' };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the token of a reset link; ends every session of the account, and with revokeApiKeysAndWebhooks every API key and webhook endpoint too',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid, used or expired token' })
  async resetPassword(@Body() dto: BusinessResetPasswordDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.auth.resetPassword(dto, clientAddress(req));
    return {
      message: dto.revokeApiKeysAndWebhooks
        ? 'Your password has been reset, and every API key and webhook endpoint of the account was revoked. You can now sign in.'
        : 'Your password has been reset. You can now sign in.',
    };
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the email address of a business account with the token of a verification link' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid, used or expired token' })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<MessageResponse> {
    const accountId = await this.auth.verifyEmail(dto.token);
    // Claims made before the address was confirmed are verified now if its domain matches.
    const promoted = await this.claims.verifyPendingByEmailDomain(accountId);
    const claimed = promoted.length ? ` You are now the verified owner of ${promoted.join(', ')}.` : '';
    return { message: `Your email address is verified.${claimed}` };
  }

  @Post('resend-verification')
  @HttpCode(202)
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: 'Mail a new email verification link to the signed-in business account' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already verified' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async resendVerification(@CurrentBusiness() principal: BusinessPrincipal): Promise<MessageResponse> {
    await this.auth.resendVerification(principal.account);
    return { message: 'We have sent you a new verification link.' };
  }
}

function context(req: FastifyRequest): SessionStart {
  return {
    ip: clientAddress(req),
    userAgent: req.headers['user-agent'] ?? null,
    previousToken: readSessionCookie(req, BUSINESS_SESSION_COOKIE),
  };
}
