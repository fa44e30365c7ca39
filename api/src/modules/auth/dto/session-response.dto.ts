import { ApiProperty } from '@nestjs/swagger';
import type { SessionListing } from '../realm-stores.js';

/** One sign-in of the account, as its owner sees it in account settings. */
export class SessionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When this sign-in started' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Its last use, to the hour' }) lastSeenAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'The client address it signed in from' }) ipAddress: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The browser it signed in with (its User-Agent)' }) userAgent: string | null;
  @ApiProperty({ description: 'Whether this is the session making the request' }) current: boolean;
}

export class EndedSessionsResponse {
  @ApiProperty({ example: 'You have been signed out on 2 other devices.' }) message: string;
  @ApiProperty({ description: 'How many sessions ended' }) ended: number;
}

export function toSessionResponse(session: SessionListing, currentSessionId: string): SessionResponse {
  return {
    id: session.id,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    ipAddress: session.ip,
    userAgent: session.userAgent,
    current: session.id === currentSessionId,
  };
}

export function toEndedSessionsResponse(ended: number): EndedSessionsResponse {
  const where = ended === 1 ? '1 other device' : `${ended} other devices`;
  return { ended, message: ended === 0 ? 'You were not signed in anywhere else.' : `You have been signed out on ${where}.` };
}
