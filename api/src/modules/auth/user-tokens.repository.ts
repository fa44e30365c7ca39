import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../common/database/sql.js';
import { EmailVerificationToken, PasswordResetToken } from './user-token.entity.js';

export type TokenKind = 'password_reset' | 'email_verification';

const TABLE: Record<TokenKind, string> = {
  password_reset: 'password_reset_tokens',
  email_verification: 'email_verification_tokens',
};
const ENTITY = { password_reset: PasswordResetToken, email_verification: EmailVerificationToken };

@Injectable()
export class UserTokensRepository {
  async create(manager: EntityManager, kind: TokenKind, userId: string, tokenHash: string, ttlMs: number): Promise<void> {
    await manager.insert(ENTITY[kind], { userId, tokenHash, expiresAt: new Date(Date.now() + ttlMs), usedAt: null });
  }

  /** Uses a token once, atomically: answers its user id, or null if unknown, used or expired. */
  async consume(manager: EntityManager, kind: TokenKind, tokenHash: string): Promise<string | null> {
    const rows = await queryRows<{ user_id: string }>(
      manager,
      `UPDATE ${TABLE[kind]} SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [tokenHash],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Older links stop working once a newer one is used or the password changes. */
  async invalidateAllForUser(manager: EntityManager, kind: TokenKind, userId: string): Promise<void> {
    await manager.query(`UPDATE ${TABLE[kind]} SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }
}
