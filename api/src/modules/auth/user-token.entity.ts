import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// Single-use tokens mailed to a user; two tables of one shape, stored as hashes.
abstract class UserToken {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text', { name: 'token_hash' }) tokenHash: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity('password_reset_tokens')
export class PasswordResetToken extends UserToken {}

@Entity('email_verification_tokens')
export class EmailVerificationToken extends UserToken {}
