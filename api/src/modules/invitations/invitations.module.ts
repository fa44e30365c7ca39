import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { InvitationClosureRepository } from './invitation-closure.repository.js';
import { InvitationLinksService } from './invitation-links.service.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';
import { OptOutService } from './opt-out.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/** Review invitations: sent by business accounts, used by the invited reviewers through the mailed link, stopped by recipients who opt out. */
@Module({
  imports: [AuthModule],
  controllers: [InvitationsController, UnsubscribeController],
  providers: [InvitationsRepository, InvitationLinksService, OptOutService, InvitationClosureRepository],
  exports: [InvitationsRepository, InvitationClosureRepository],
})
export class InvitationsModule {}
