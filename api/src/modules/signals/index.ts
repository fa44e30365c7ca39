// The signals module's public face: what other modules import from it.
export { SignalsModule } from './signals.module.js';
export { ClientKeys } from './client-key.js';
export { describeSignal, ReviewSignals, SIGNAL_LABEL, SIGNALS, type Signal } from './review-signals.js';
export { SignalClustersRepository, type ClusterRow } from './signal-clusters.repository.js';
export { SignalsRepository, type OpenSignal } from './signals.repository.js';
