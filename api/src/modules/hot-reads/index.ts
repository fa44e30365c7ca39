// The hot reads module's public face: what other modules import from it.
export { HotReadsModule } from './hot-reads.module.js';
export { HotRead } from './hot-read.decorator.js';
export { TRANSPARENCY_TAG } from './hot-read-invalidations.js';
