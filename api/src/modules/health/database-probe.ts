import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Whether the database answers: the health check's one statement, which reads no table. */
@Injectable()
export class DatabaseProbe {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Resolves when the database answers within `timeoutMs`; rejects otherwise. */
  async ping(timeoutMs: number): Promise<void> {
    await Promise.race([this.db.query('SELECT 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref())]);
  }
}
