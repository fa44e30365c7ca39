import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
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
import { AuthService, type RequestContext } from './auth.service.js';
import { ConsumerAuthGuard, CurrentConsumer } from './consumer-auth.guard.js';
import type { ConsumerPrincipal } from './consumer-session.strategy.js';
import {
  ChangePasswordDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  UpdateProfileDto,
  VerifyEmailDto,
} from './dto/auth.dto.js';
import { EndedSessionsResponse, SessionResponse, toEndedSessionsResponse, toSessionResponse } from './dto/session-response.dto.js';
import { MessageResponse, toUserResponse, UserEnvelope } from './dto/user-response.dto.js';
import { clearSessionCookie, CONSUMER_SESSION_COOKIE, readSessionCookie, setSessionCookie } from './session-cookie.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiOperation({ summary: 'Create a consumer account, sign it in and mail an email verification link' })
  @ApiCreatedResponse({ type: UserEnvelope })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The email is already registered' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async register(@Body() dto: RegisterDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserEnvelope> {
    const { user, token } = await this.auth.register(dto, context(req));
    setSessionCookie(req, reply, CONSUMER_SESSION_COOKIE, token, this.auth.sessionMaxAgeSeconds);
    return { user: toUserResponse(user) };
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password; sets the httpOnly session cookie' })
  @ApiOkResponse({ type: UserEnvelope })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async login(@Body() dto: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserEnvelope> {
    const { user, token } = await this.auth.login(dto, context(req));
    setSessionCookie(req, reply, CONSUMER_SESSION_COOKIE, token, this.auth.sessionMaxAgeSeconds);
    return { user: toUserResponse(user) };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'End the current consumer session' })
  @ApiNoContentResponse()
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(readSessionCookie(req, CONSUMER_SESSION_COOKIE), clientAddress(req));
    clearSessionCookie(req, reply, CONSUMER_SESSION_COOKIE);
  }

  @Get('user')
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'The signed-in user; 401 when signed out' })
  @ApiOkResponse({ type: UserEnvelope })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  user(@CurrentConsumer() principal: ConsumerPrincipal): UserEnvelope {
    return { user: toUserResponse(principal.user) };
  }

  @Put('profile')
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Update first name, last name or profile image' })
  @ApiOkResponse({ type: UserEnvelope })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async profile(@CurrentConsumer() principal: ConsumerPrincipal, @Body() dto: UpdateProfileDto): Promise<UserEnvelope> {
    return { user: toUserResponse(await this.auth.updateProfile(principal.user, dto)) };
  }

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Change the password; every other session of the user ends' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Current password incorrect or new password invalid' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async changePassword(@CurrentConsumer() principal: ConsumerPrincipal, @Body() dto: ChangePasswordDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.auth.changePassword(principal.user, principal.sessionId, dto, clientAddress(req));
    return { message: 'Your password has been changed.' };
  }

  @Get('sessions')
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: "The signed-in user's active sessions (devices), most recently used first" })
  @ApiOkResponse({ type: [SessionResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async sessions(@CurrentConsumer() principal: ConsumerPrincipal): Promise<SessionResponse[]> {
    return (await this.auth.sessionList(principal.user)).map((s) => toSessionResponse(s, principal.sessionId));
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Sign out everywhere else: end every session of the user but this one' })
  @ApiOkResponse({ type: EndedSessionsResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async signOutOthers(@CurrentConsumer() principal: ConsumerPrincipal, @Req() req: FastifyRequest): Promise<EndedSessionsResponse> {
    return toEndedSessionsResponse(await this.auth.endOtherSessions(principal.user, principal.sessionId, clientAddress(req)));
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'End one session of the signed-in user' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  endSession(@CurrentConsumer() principal: ConsumerPrincipal, @Param('id', new ParseIdPipe('Session')) id: string, @Req() req: FastifyRequest): Promise<void> {
    return this.auth.endSession(principal.user, id, clientAddress(req));
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a password reset link if the account exists; always 202' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.auth.forgotPassword(dto.email, clientAddress(req));
    return { message: 'If an account exists for this email, we have sent a link to reset the password.' };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of a reset link; ends every session of the user' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid, used or expired token' })
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.auth.resetPassword(dto, clientAddress(req));
    return { message: 'Your password has been reset. You can now sign in.' };
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an email address with the token of a verification link' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid, used or expired token' })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<MessageResponse> {
    await this.auth.verifyEmail(dto.token);
    return { message: 'Your email address is verified.' };
  }

  @Post('resend-verification')
  @HttpCode(202)
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Mail a new email verification link to the signed-in user' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already verified' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async resendVerification(@CurrentConsumer() principal: ConsumerPrincipal): Promise<MessageResponse> {
    await this.auth.resendVerification(principal.user);
    return { message: 'We have sent you a new verification link.' };
  }
}

function context(req: FastifyRequest): RequestContext {
  return {
    ip: clientAddress(req),
    userAgent: req.headers['user-agent'] ?? null,
    previousToken: readSessionCookie(req, CONSUMER_SESSION_COOKIE),
  };
}
