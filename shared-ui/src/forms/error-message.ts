import { ApiError } from 'shared-ui/contract';
import { toast } from 'shared-ui/contract';

/**
 * The sentence to show for a failed call: the API's own message when it sent one, else the
 * fallback (network failures, proxy error pages and empty bodies have nothing fit to show).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = error.userMessage.trim();
  if (!message || message.length > 300 || message.startsWith('<')) return fallback;
  return message;
}

/** The HTTP status of a failed call, when it got that far. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * A failed form call's red toast: `title` with the API's message (else `fallback`). Answers the
 * message, for the form's own alert.
 */
export function toastFailure(title: string, error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  toast({ title, description: message, variant: 'destructive' });
  return message;
}
