// One error shape for the whole API: {statusCode, error, message} (and existingId on a 409 naming what exists). Never a stack trace.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AlreadyExistsException } from '../http/already-exists.exception.js';
import { loggedUrl } from '../http/logged-url.js';
import { errorBody } from './error-body.js';
import { isDatabaseUnavailable, isStatementTimeout, RETRY_AFTER_SECONDS } from '../database/unavailable.js';
import { TooManyRequestsException } from '../rate-limit/too-many-requests.exception.js';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (exception instanceof TooManyRequestsException) {
        reply.header('Retry-After', String(exception.retryAfterSeconds));
      }
      const existing = exception instanceof AlreadyExistsException ? { existingId: exception.existingId } : {};
      void reply.status(status).send({ ...errorBody(status, messageOf(exception)), ...existing });
      return;
    }
    const status = statusOfFrameworkError(exception);
    if (status) {
      void reply.status(status).send(errorBody(status, frameworkMessage(status)));
      return;
    }
    if (isDatabaseUnavailable(exception) || isStatementTimeout(exception)) {
      // Nothing was acknowledged: a write that met this may be sent again (a second review is a 409).
      this.logger.warn(`${request.method} ${loggedUrl(request.url)}: ${isStatementTimeout(exception) ? 'statement timeout' : 'database unavailable'}`);
      void reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            503,
            isStatementTimeout(exception) ? 'This took too long. Please try again in a moment.' : 'The service is briefly unavailable. Please try again in a few seconds.',
          ),
        );
      return;
    }
    if (isUnstorableText(exception)) {
      void reply.status(400).send(errorBody(400, 'The request contains a character that is not allowed.'));
      return;
    }
    this.logger.error(
      { err: exception instanceof Error ? { name: exception.name, message: exception.message, stack: exception.stack } : exception, url: loggedUrl(request.url) },
      'Unhandled error',
    );
    void reply.status(500).send(errorBody(500));
  }
}

function messageOf(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : undefined;
}

// PostgreSQL text cannot hold U+0000 (22021) nor characters outside the database encoding (22P05):
// such input (e.g. "\u0000" in a search or a title) is the client's error, not a 500.
function isUnstorableText(exception: unknown): boolean {
  const err = exception as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = err?.driverError?.code ?? err?.code;
  return code === '22021' || code === '22P05';
}

// Fastify's own errors (body parsing, size limit) carry a statusCode.
export function statusOfFrameworkError(exception: unknown): number | undefined {
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function frameworkMessage(status: number): string {
  switch (status) {
    case 400:
      return 'The request body is not valid JSON.';
    case 413:
      return 'The request body is too large.';
    case 415:
      return 'Send the request body as JSON (Content-Type: application/json).';
    default:
      return '';
  }
}
