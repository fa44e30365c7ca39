// The signals module's public surface: the only file other modules import from it. It owns the
// review_signals and server_secrets tables.
export { CLIENT_KEY_RETENTION_DAYS, ClientKeys } from './client-key.js';
export { describeSignal, ReviewSignals, SIGNAL_LABEL, SIGNAL_RULES, SIGNALS, type Signal } from './review-signals.js';
export type { ClusterRow } from './signal-clusters.repository.js';
export type { OpenSignal, WrittenReview } from './signals.repository.js';
export { SignalsModule } from './signals.module.js';
export { SignalsService } from './signals.service.js';
export { textBands } from './text-bands.js';
