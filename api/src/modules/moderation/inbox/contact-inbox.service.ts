// The contact form's messages as moderators read them.
import { Injectable } from '@nestjs/common';
import { SecurityEventLog } from '../../../common/security-events/security-events.js';
import type { User } from '../../auth/index.js';
import { ContactService } from '../../contact/index.js';
import type { ContactMessageResponse } from '../dto/admin-responses.dto.js';

@Injectable()
export class ContactInboxService {
  constructor(
    private readonly contact: ContactService,
    private readonly events: SecurityEventLog,
  ) {}

  /** Messages sent through the contact form, newest first; personal data, so the read is logged. */
  async messages(moderator: User, offset: number, limit: number): Promise<ContactMessageResponse[]> {
    const rows = await this.contact.newestFirst(offset, limit);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'contact messages', messageIds: rows.map((r) => r.id) });
    return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
  }
}
