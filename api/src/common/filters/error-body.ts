import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message?: string): ErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  return { statusCode, error, message: message && message.trim() ? message : defaultMessage(statusCode, error) };
}

function defaultMessage(statusCode: number, error: string): string {
  switch (statusCode) {
    case 401:
      return 'Please sign in to continue.';
    case 403:
      return 'You are not allowed to do this.';
    case 404:
      return 'Not found.';
    case 413:
      return 'The request is too large.';
    case 429:
      return 'Too many requests. Please wait a moment and try again.';
    default:
      return statusCode >= 500 ? 'Something went wrong on our side. Please try again later.' : `${error}.`;
  }
}
