import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../auth/index.js';
import { type InvitationPreviewResponse, type InvitationStatusResponse, toInvitationPreview, toInvitationStatus } from './dto/invitation-lookup.dto.js';
import { type InvitationRow, InvitationsRepository } from './invitations.repository.js';

/**
 * A mailed invitation link: read for the pages it leads to, publicly (who invited, until when) or
 * for the signed-in reviewer, and used once by the review written through it (the reviews module
 * calls lockForReview and markUsed in the transaction that writes the review).
 */
@Injectable()
export class InvitationLinksService {
  constructor(private readonly invitations: InvitationsRepository) {}

  async preview(token: string): Promise<InvitationPreviewResponse> {
    return toInvitationPreview(await this.find(token));
  }

  async lookupFor(user: User, token: string): Promise<InvitationStatusResponse> {
    return toInvitationStatus(await this.find(token), user.email);
  }

  /** The link's invitation, locked for the rest of the caller's transaction so that it is used once. */
  lockForReview(manager: EntityManager, token: string): Promise<InvitationRow | undefined> {
    return this.invitations.findByToken(token, manager, true);
  }

  /** The invitation made this review: its link is used up. */
  markUsed(manager: EntityManager, invitationId: string, reviewId: string): Promise<void> {
    return this.invitations.markUsed(manager, invitationId, reviewId);
  }

  private async find(token: string) {
    const row = await this.invitations.findByToken(token);
    if (!row) throw new NotFoundException('This invitation link is not valid.');
    return row;
  }
}
