import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const PLANS = ['free', 'plus', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** A company's account in the business realm: not a user, with its own sessions and tokens. */
@Entity('business_accounts')
export class BusinessAccount {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') email: string;
  @Column('text', { name: 'contact_name' }) contactName: string;
  @Column('text', { name: 'company_name' }) companyName: string;
  @Column('text') website: string;
  @Column('text', { name: 'password_hash' }) passwordHash: string;
  @Column('text') plan: Plan;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt: Date | null;
  @Column('timestamptz', { name: 'password_changed_at', nullable: true }) passwordChangedAt: Date | null;
  /** Set by a moderator: the account's sessions ended and sign-in is refused until lifted. */
  @Column('timestamptz', { name: 'suspended_at', nullable: true }) suspendedAt: Date | null;
  /** A larger plan the account asked for, waiting for a moderator (outside demo mode). */
  @Column('text', { name: 'requested_plan', nullable: true }) requestedPlan: Plan | null;
  @Column('timestamptz', { name: 'plan_requested_at', nullable: true }) planRequestedAt: Date | null;
  /** Whether the account is mailed about each new 1–2★ review of a company it owns (on unless turned off). */
  @Column('boolean', { name: 'low_rating_alerts', default: true }) lowRatingAlerts: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
