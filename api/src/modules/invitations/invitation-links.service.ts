import { Injectable, NotFoundException } from '@nestjs/common';
import type { User } from '../auth/index.js';
import { type InvitationPreviewResponse, type InvitationStatusResponse, toInvitationPreview, toInvitationStatus } from './dto/invitation-lookup.dto.js';
import { InvitationsRepository } from './invitations.repository.js';

/** Reads a mailed invitation link for the pages it leads to: publicly (who invited, until when), or for the signed-in reviewer. */
@Injectable()
export class InvitationLinksService {
  constructor(private readonly invitations: InvitationsRepository) {}

  async preview(token: string): Promise<InvitationPreviewResponse> {
    return toInvitationPreview(await this.find(token));
  }

  async lookupFor(user: User, token: string): Promise<InvitationStatusResponse> {
    return toInvitationStatus(await this.find(token), user.email);
  }

  private async find(token: string) {
    const row = await this.invitations.findByToken(token);
    if (!row) throw new NotFoundException('This invitation link is not valid.');
    return row;
  }
}
