import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactRetention } from './contact-retention.js';
import { ContactService } from './contact.service.js';

@Module({
  controllers: [ContactController],
  providers: [ContactRepository, ContactService, ContactRetention],
  // Moderators read the messages (the admin list).
  exports: [ContactService],
})
export class ContactModule {}
