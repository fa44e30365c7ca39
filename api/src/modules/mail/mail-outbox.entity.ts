import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MailStatus = 'pending' | 'sent' | 'logged' | 'failed';

@Entity('mail_outbox')
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'to_address' }) toAddress: string;
  @Column('text') subject: string;
  @Column('text', { name: 'text_body' }) textBody: string;
  @Column('text', { nullable: true }) link: string | null;
  /** The one-click unsubscribe URL (RFC 8058) of a bulk mail, sent as its List-Unsubscribe header. */
  @Column('text', { name: 'list_unsubscribe', nullable: true }) listUnsubscribe: string | null;
  @Column('text') kind: string;
  @Column('text') status: MailStatus;
  @Column('integer') attempts: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt: Date | null;
}
