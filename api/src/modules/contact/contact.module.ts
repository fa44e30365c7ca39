import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

@Module({
  controllers: [ContactController],
  providers: [ContactRepository, ContactService],
  // Moderators read the messages (the admin list).
  exports: [ContactRepository],
})
export class ContactModule {}
