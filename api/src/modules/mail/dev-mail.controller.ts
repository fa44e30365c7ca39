import { Controller, ForbiddenException, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { MailRepository } from './mail.repository.js';

// Reset links are account keys: only someone on this machine may list them, even in demo mode.
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

class DevMailResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ type: String, nullable: true }) link: string | null;
  @ApiProperty() text: string;
  @ApiProperty() status: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** Exists only in demo mode: lets a local user follow reset and verification links. */
@ApiTags('dev')
@Controller('dev/mail')
export class DevMailController {
  constructor(private readonly mails: MailRepository) {}

  @Get()
  @ApiOperation({ summary: 'Latest 50 mails of the outbox (demo mode only)' })
  @ApiOkResponse({ type: [DevMailResponse] })
  async latest(@Req() req: FastifyRequest): Promise<DevMailResponse[]> {
    if (!LOOPBACK.test(clientAddress(req))) throw new ForbiddenException('The mail listing is only available on this machine.');
    const rows = await this.mails.findLatest(50);
    return rows.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      link: m.link,
      text: m.textBody,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    }));
  }
}
