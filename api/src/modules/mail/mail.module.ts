import { type DynamicModule, Module } from '@nestjs/common';
import { DevMailController } from './dev-mail.controller.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';

@Module({})
export class MailModule {
  static register(opts: { demoMode: boolean }): DynamicModule {
    return {
      module: MailModule,
      // The dev listing must not exist outside demo mode: not routed at all, not merely guarded.
      controllers: opts.demoMode ? [DevMailController] : [],
      providers: [MailRepository, MailDeliveryService, MailService],
      exports: [MailService, MailDeliveryService],
    };
  }
}
