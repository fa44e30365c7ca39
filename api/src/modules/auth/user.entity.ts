import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') email: string;
  @Column('text', { name: 'first_name' }) firstName: string;
  @Column('text', { name: 'last_name' }) lastName: string;
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash: string | null;
  @Column('text', { name: 'profile_image_url', nullable: true }) profileImageUrl: string | null;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt: Date | null;
  @Column('timestamptz', { name: 'password_changed_at', nullable: true }) passwordChangedAt: Date | null;
  @Column('text') role: 'user' | 'moderator' | 'admin';
  @Column('timestamptz', { name: 'suspended_at', nullable: true }) suspendedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
