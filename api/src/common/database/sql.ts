import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager | DataSource, 'query'>;

/** What a repository method runs its SQL on: the caller's transaction (its EntityManager) or the pool. */
export type Querier = Pick<EntityManager, 'query'>;

/** Runs hand-written SQL and answers its rows; TypeORM answers [rows, rowCount] for UPDATE and DELETE. */
export async function queryRows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}

export async function queryOne<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await queryRows<T>(db, sql, params))[0];
}

export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = err?.driverError?.code ?? err?.code;
  const name = err?.driverError?.constraint ?? err?.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}

export function isForeignKeyViolation(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  return (err?.driverError?.code ?? err?.code) === '23503';
}

/** A deadlock or a serialization failure: the transaction lost a race and may simply run again. */
export function isTransientConflict(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  const code = err?.driverError?.code ?? err?.code;
  return code === '40P01' || code === '40001';
}
