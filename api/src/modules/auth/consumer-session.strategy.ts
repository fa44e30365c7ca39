import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { SessionsRepository } from './sessions.repository.js';
import { CONSUMER_SESSION_COOKIE, readSessionCookie } from './session-cookie.js';
import type { User } from './users.repository.js';

export interface ConsumerPrincipal {
  user: User;
  sessionId: string;
}

/** The consumer realm: reads only the consumer cookie and finds only consumer sessions. */
@Injectable()
export class ConsumerSessionStrategy extends PassportStrategy(Strategy, 'consumer-session') {
  constructor(private readonly sessions: SessionsRepository) {
    super();
  }

  async validate(request: FastifyRequest): Promise<ConsumerPrincipal | null> {
    const token = readSessionCookie(request, CONSUMER_SESSION_COOKIE);
    if (!token) return null;
    const found = await this.sessions.findActiveWithUser(token);
    if (!found) return null;
    return { user: found.user, sessionId: found.session.id };
  }
}
