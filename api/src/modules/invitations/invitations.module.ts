import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { InvitationClosureRepository } from './invitation-closure.repository.js';
import { InvitationLinksService } from './invitation-links.service.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsService } from './invitations.service.js';
import { OptOutService } from './opt-out.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/**
 * Review invitations, with the tables review_invitations and mail_suppressions: sent by business
 * accounts (InvitationsService, which the business module calls for the companies they own),
 * used by the invited reviewers through the mailed link, stopped by recipients who opt out.
 */
@Module({
  imports: [AuthModule],
  controllers: [InvitationsController, UnsubscribeController],
  providers: [InvitationsRepository, InvitationsService, InvitationLinksService, OptOutService, InvitationClosureRepository],
  // InvitationsService for the business module (sending, and closing a suspended or revoked
  // account's invitations); the links for the reviews module, which marks an invitation used in
  // the transaction that writes its review.
  exports: [InvitationsService, InvitationLinksService],
})
export class InvitationsModule {}
