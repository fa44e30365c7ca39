// Errors that mean the database cannot be reached or is restarting (not a fault of the request):
// the API answers them 503 with Retry-After, and recovers by itself once the database is back
// (the pool opens new connections as requests need them).

/** SQLSTATEs of a server shutting down, starting, refusing connections, or a connection lost. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** Socket errors of a server that is gone or not listening. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTCONN']);
/** node-postgres reports these without a code; TypeORM, a transaction whose connection was lost. */
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /Query runner already released/i, /connection provided by a query runner was already released/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /Query read timeout/i];

/** How long a client should wait before trying again (the database restarts in seconds). */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(exception: unknown): boolean {
  const err = exception as { name?: unknown; code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } } | null;
  if (!err || typeof err !== 'object') return false;
  // TypeORM's words for a transaction whose connection the pool dropped when the server went away.
  if (err.name === 'QueryRunnerAlreadyReleasedError' || err.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  const code = String(err.driverError?.code ?? err.code ?? '');
  if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
  const message = String(err.driverError?.message ?? err.message ?? '');
  return UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}

/** A statement that ran past statement_timeout (57014): the request took too long, try again later. */
export function isStatementTimeout(exception: unknown): boolean {
  const err = exception as { code?: unknown; driverError?: { code?: unknown } } | null;
  return String(err?.driverError?.code ?? err?.code ?? '') === '57014';
}
