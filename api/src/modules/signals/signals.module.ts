import { Module } from '@nestjs/common';
import { ClientKeys } from './client-key.js';
import { ReviewSignals } from './review-signals.js';
import { SignalClustersRepository } from './signal-clusters.repository.js';
import { SignalsRepository } from './signals.repository.js';
import { SignalsService } from './signals.service.js';

/** Fake-review signals and the client-address keys they compare; used by reviews (raise) and moderation (read and close). */
@Module({
  providers: [ReviewSignals, ClientKeys, SignalsRepository, SignalClustersRepository, SignalsService],
  exports: [ReviewSignals, ClientKeys, SignalsService],
})
export class SignalsModule {}
