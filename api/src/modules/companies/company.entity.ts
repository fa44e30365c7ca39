import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('categories')
export class CategoryRow {
  @PrimaryColumn('text') name: string;
  @Column('integer') position: number;
  @Column('integer', { name: 'company_count' }) companyCount: number;
}

@Entity('companies')
export class Company {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text') category: string;
  @Column('text') description: string;
  @Column('text', { name: 'logo_url', nullable: true }) logoUrl: string | null;
  @Column('text', { nullable: true }) website: string | null;
  @Column('text', { name: 'website_domain', nullable: true }) websiteDomain: string | null;
  @Column('text', { nullable: true }) location: string | null;
  @Column('char', { name: 'country_code', length: 2, nullable: true }) countryCode: string | null;
  @Column('uuid', { name: 'created_by', nullable: true }) createdBy: string | null;
  /** When a moderator saw the name; until then it stays out of outgoing mail. */
  @Column('timestamptz', { name: 'name_checked_at', nullable: true }) nameCheckedAt: Date | null;
  // Kept aggregates: changed in the same transaction as the reviews that move them.
  @Column('integer', { name: 'review_count' }) reviewCount: number;
  @Column('bigint', { name: 'rating_sum', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  ratingSum: number;
  @Column('integer', { name: 'rating_1' }) rating1: number;
  @Column('integer', { name: 'rating_2' }) rating2: number;
  @Column('integer', { name: 'rating_3' }) rating3: number;
  @Column('integer', { name: 'rating_4' }) rating4: number;
  @Column('integer', { name: 'rating_5' }) rating5: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  // The TrustScore's decayed sums (trust-score.ts), kept by the reviews trigger.
  @Column('double precision', { name: 'decay_weight' }) decayWeight: number;
  @Column('double precision', { name: 'decay_rating' }) decayRating: number;
  /** Read, not stored: whether a business account owns the company through a verified claim. */
  claimed?: boolean;
  /** Read, not stored: until when a moderator's notice of unusual review activity shows, if it still does. */
  noticeUntil?: Date | null;
}
