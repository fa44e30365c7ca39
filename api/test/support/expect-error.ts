import type { Reply } from './test-app.js';

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/**
 * The one error shape of every API error: {statusCode, error, message}, a readable message, no
 * stack trace; a 409 naming what already exists may add its id (`existingId`).
 */
export function expectError(res: Reply, status: number, message?: RegExp): void {
  const existing = status === 409 && res.body && 'existingId' in res.body ? { existingId: expect.stringMatching(/^[0-9a-f-]{36}$/) } : {};
  expect({ status: res.status, body: res.body }).toEqual({
    status,
    body: { statusCode: status, error: ERROR_NAMES[status], message: expect.any(String), ...existing },
  });
  expect(res.body.message.trim().length).toBeGreaterThan(0);
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  if (message) expect(res.body.message).toMatch(message);
}
