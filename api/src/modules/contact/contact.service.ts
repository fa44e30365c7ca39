import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { MailService } from '../mail/index.js';
import { type ContactMessageRow, ContactRepository } from './contact.repository.js';
import { CONTACT_TOPIC_LABELS } from './contact-topics.js';
import type { ContactDto } from './dto/contact.dto.js';

export const CONTACT_RECEIVED = 'Thanks for your message. We usually answer within two working days.';

@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly messages: ContactRepository,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
  ) {}

  /** Keeps the message and queues it for support: both or neither. */
  async send(dto: ContactDto, ip: string): Promise<void> {
    await this.limits.consume('contactPerAddress', ip);
    await this.db.transaction(async (manager) => {
      const saved = await this.messages.insert(manager, { ...dto, ip });
      await this.mail.sendContactMessage(manager, {
        reference: saved.id,
        name: saved.name,
        email: saved.email,
        topic: CONTACT_TOPIC_LABELS[saved.topic],
        message: saved.message,
        receivedAt: saved.createdAt,
      });
    });
    this.mail.deliverSoon();
  }

  /** Messages sent through the form, newest first, a page at a time, as moderators read them (no client address). */
  newestFirst(offset: number, limit: number): Promise<ContactMessageRow[]> {
    return this.messages.findPageNewestFirst(offset, limit);
  }

  /** Drops the network address of messages older than `days` days; answers how many. */
  forgetAddresses(days: number): Promise<number> {
    return this.messages.forgetAddresses(days);
  }
}
