import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactTopic } from './contact-topics.js';

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  ip: string;
}

@Injectable()
export class ContactRepository {
  /** Written in the caller's transaction, together with the mail to support. */
  async insert(manager: EntityManager, data: NewContactMessage): Promise<ContactMessage> {
    return manager.save(ContactMessage, manager.create(ContactMessage, data));
  }
}
