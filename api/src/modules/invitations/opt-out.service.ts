import { Injectable, NotFoundException } from '@nestjs/common';
import { InvitationsRepository } from './invitations.repository.js';

/** Opting out of review invitations: the mailbox an invitation reached goes on the list every business's invitations are checked against. */
@Injectable()
export class OptOutService {
  constructor(private readonly invitations: InvitationsRepository) {}

  async optOut(token: string, source: 'link' | 'one_click'): Promise<void> {
    const email = await this.invitations.findEmailByUnsubscribeToken(token);
    if (!email) throw new NotFoundException('This unsubscribe link is not valid.');
    await this.invitations.suppress(email, source);
  }
}
