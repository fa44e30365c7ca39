import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactTopic } from './contact-topics.js';

@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text') email: string;
  @Column('text') topic: ContactTopic;
  @Column('text') message: string;
  // The sender's client address: who to throttle or block if the form is abused.
  @Column('text') ip: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
