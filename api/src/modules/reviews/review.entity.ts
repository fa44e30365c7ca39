import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'company_id' }) companyId: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('smallint') rating: number;
  @Column('text') title: string;
  @Column('text') content: string;
  @Column('text', { nullable: true }) topic: string | null;
  @Column('boolean') verified: boolean;
  @Column('integer', { name: 'helpful_count' }) helpfulCount: number;
  @Column('integer', { name: 'not_helpful_count' }) notHelpfulCount: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
