// Trusted flaggers (DSA Art. 22): organisations an admin marks, by the email domains or addresses
// they send from; their notices come first in the queue. Each change is audited.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { toTrustedFlaggerResponse, type TrustedFlaggerDto, type TrustedFlaggerResponse } from './trusted-flagger.dto.js';
import { NoticesRepository } from './notices.repository.js';

@Injectable()
export class TrustedFlaggersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notices: NoticesRepository,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<TrustedFlaggerResponse[]> {
    return (await this.notices.listTrustedFlaggers()).map(toTrustedFlaggerResponse);
  }

  add(admin: User, dto: TrustedFlaggerDto): Promise<TrustedFlaggerResponse> {
    const domains = [...new Set(dto.domains)];
    const emails = [...new Set(dto.emails)];
    if (domains.length + emails.length === 0) throw new BadRequestException('Give at least one email domain or address the trusted flagger sends from.');
    return this.db.transaction(async (manager) => {
      const row = await this.notices.insertTrustedFlagger(manager, { name: dto.name, domains, emails });
      await this.audit.append(manager, {
        actorId: admin.id,
        action: 'add_trusted_flagger',
        targetType: 'trusted_flagger',
        targetId: row.id,
        decisionFacts: `Marked ${row.name} as a trusted flagger, sending from ${[...domains.map((d) => `@${d}`), ...emails].join(', ')}.`,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { name: row.name, domains, emails },
      });
      return toTrustedFlaggerResponse(row);
    });
  }

  remove(admin: User, id: string): Promise<void> {
    return this.db.transaction(async (manager) => {
      const row = await this.notices.removeTrustedFlagger(manager, id);
      if (!row) throw new NotFoundException('Trusted flagger not found.');
      await this.audit.append(manager, {
        actorId: admin.id,
        action: 'remove_trusted_flagger',
        targetType: 'trusted_flagger',
        targetId: id,
        decisionFacts: `Ended the trusted flagger status of ${row.name}.`,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { name: row.name },
      });
    });
  }
}
