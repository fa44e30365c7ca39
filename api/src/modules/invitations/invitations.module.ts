import { Module } from '@nestjs/common';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';

/** Review invitations: sent by business accounts, used by reviewers through the mailed link. */
@Module({
  controllers: [InvitationsController],
  providers: [InvitationsRepository],
  exports: [InvitationsRepository],
})
export class InvitationsModule {}
