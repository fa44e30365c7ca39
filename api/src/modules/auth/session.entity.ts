import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// The cookie holds a random token; only its SHA-256 is stored, so a database leak opens no session.
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'token_hash' }) tokenHash: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'last_seen_at' }) lastSeenAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('text', { nullable: true }) ip: string | null;
  @Column('text', { name: 'user_agent', nullable: true }) userAgent: string | null;
}
