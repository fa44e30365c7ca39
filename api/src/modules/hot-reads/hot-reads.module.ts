import { Global, Module } from '@nestjs/common';
import { HotReadCache } from './hot-read-cache.js';
import { HotReadInterceptor } from './hot-read.decorator.js';
import { HotReadInvalidations } from './hot-read-invalidations.js';

/** The in-memory cache of hot public answers and the database notifications that keep it true. */
@Global()
@Module({
  providers: [HotReadCache, HotReadInvalidations, HotReadInterceptor],
  exports: [HotReadCache, HotReadInvalidations, HotReadInterceptor],
})
export class HotReadsModule {}
