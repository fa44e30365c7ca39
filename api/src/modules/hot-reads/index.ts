// The hot reads' public surface: the only file other modules import from it.
export { CATEGORIES_TAG, companyTag, LISTS_TAG, TRANSPARENCY_TAG } from './hot-read-invalidations.js';
export { HotRead } from './hot-read.decorator.js';
export { HotReadsModule } from './hot-reads.module.js';
