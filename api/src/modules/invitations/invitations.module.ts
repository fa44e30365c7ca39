import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';

/** Review invitations: sent by business accounts, used by the invited reviewers through the mailed link. */
@Module({
  imports: [AuthModule],
  controllers: [InvitationsController],
  providers: [InvitationsRepository],
  exports: [InvitationsRepository],
})
export class InvitationsModule {}
