// The api-keys module's public surface: the only file other modules import from it. It owns the
// business_api_keys and api_idempotency_keys tables, and the /api/v1 routes (the Business API).
export { ApiKeysModule } from './api-keys.module.js';
export { API_KEY_SECURITY } from './api-key.guard.js';
export { BUSINESS_API_TAG } from './business-api.controller.js';
export { MAX_ACTIVE_KEYS } from './api-keys.service.js';
export { IDEMPOTENCY_TTL_HOURS } from './idempotency.repository.js';
export { API_KEY_PERMISSIONS, type ApiKeyPermission, PERMISSION_DESCRIPTIONS } from './permissions.js';
