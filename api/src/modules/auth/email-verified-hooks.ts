import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Work another module does in the transaction that confirms a consumer's email address. */
export type EmailVerifiedHook = (manager: EntityManager, userId: string) => Promise<void>;

/**
 * What follows a consumer's confirmed address in other modules' tables, in the same transaction:
 * the reviews module marks the user's reviews verified. Those modules import auth (its guard, its
 * users), so auth cannot call them: they register here when they start.
 */
@Injectable()
export class EmailVerifiedHooks {
  private readonly hooks: EmailVerifiedHook[] = [];

  register(hook: EmailVerifiedHook): void {
    this.hooks.push(hook);
  }

  async run(manager: EntityManager, userId: string): Promise<void> {
    for (const hook of this.hooks) await hook(manager, userId);
  }
}
