import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../auth/index.js';
import { type InvitationPreviewWithEmailResponse, type InvitationStatusResponse, toInvitationPreviewFor, toInvitationStatus } from './dto/invitation-lookup.dto.js';
import { type InvitationRow, InvitationsRepository } from './invitations.repository.js';

/**
 * A mailed invitation link: read for the pages it leads to, publicly (who invited, until when) or
 * for the signed-in reviewer, and used once by the review written through it (the reviews module
 * calls lockForReview and markUsed in the transaction that writes the review).
 */
@Injectable()
export class InvitationLinksService {
  constructor(private readonly invitations: InvitationsRepository) {}

  /** `email`: an address to check against the invitee's (the mailed link carries it for the sign-up page). */
  async preview(token: string, email?: string): Promise<InvitationPreviewWithEmailResponse> {
    return toInvitationPreviewFor(await this.find(token), email);
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
