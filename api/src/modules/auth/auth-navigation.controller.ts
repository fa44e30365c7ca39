import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { SameSiteGuard } from '../../common/http/same-site.guard.js';
import { AuthService } from './auth.service.js';
import { clearSessionCookie, CONSUMER_SESSION_COOKIE, readSessionCookie } from './session-cookie.js';

// Browser navigations, not API calls: /api/login leads to the sign-in page, /api/logout signs out
// and leads home. One controller per prefix: each is a single URL under the global /api prefix.

@ApiExcludeController()
@Controller('login')
export class LoginNavigationController {
  @Get()
  login(@Res() reply: FastifyReply): void {
    void reply.redirect('/sign-in', 302);
  }
}

@ApiExcludeController()
@Controller('logout')
export class LogoutNavigationController {
  constructor(private readonly auth: AuthService) {}

  // The site's own links (the mobile menu) navigate here; another site's link or image may not.
  @Get()
  @UseGuards(SameSiteGuard)
  async logout(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.auth.logout(readSessionCookie(req, CONSUMER_SESSION_COOKIE), clientAddress(req));
    clearSessionCookie(req, reply, CONSUMER_SESSION_COOKIE);
    void reply.redirect('/', 302);
  }
}
