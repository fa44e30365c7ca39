import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { User } from './user.entity.js';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerifiedAt?: Date | null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findById(id: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id });
  }

  findByEmail(email: string, manager: EntityManager = this.db.manager): Promise<User | null> {
    return manager
      .createQueryBuilder(User, 'u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  async exists(id: string): Promise<boolean> {
    return this.db.getRepository(User).existsBy({ id });
  }

  async insert(manager: EntityManager, data: NewUser): Promise<User> {
    const user = manager.create(User, { ...data, emailVerifiedAt: data.emailVerifiedAt ?? null, profileImageUrl: null, role: 'user', suspendedAt: null });
    return manager.save(User, user);
  }

  async updateProfile(id: string, patch: Partial<Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>>): Promise<User> {
    if (Object.keys(patch).length) await this.db.getRepository(User).update({ id }, patch);
    return this.db.getRepository(User).findOneByOrFail({ id });
  }

  async setPasswordHash(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.update(User, { id }, { passwordHash, passwordChangedAt: new Date() });
  }

  /** Marks the email verified (the user's reviews follow: EmailVerifiedHooks). */
  async markEmailVerified(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL`, [id]);
  }
}
