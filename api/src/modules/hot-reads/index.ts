// The hot reads' public surface: the only file other modules import from it. The decorator that
// keeps an answer in memory, and the tags that invalidate it.
export { HotReadsModule } from './hot-reads.module.js';
export { HotRead, HotReadInterceptor, type HotReadDescription, type HotReadOptions } from './hot-read.decorator.js';
export { CATEGORIES_TAG, companyTag, HotReadInvalidations, LISTS_TAG, TRANSPARENCY_TAG } from './hot-read-invalidations.js';
export { HotReadCache } from './hot-read-cache.js';
export { registerHotReadHooks } from './hot-read.hooks.js';
