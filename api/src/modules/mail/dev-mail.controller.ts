import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { MailRepository } from './mail.repository.js';

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
  async latest(): Promise<DevMailResponse[]> {
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
