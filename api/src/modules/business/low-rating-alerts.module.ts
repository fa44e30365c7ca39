import { Module } from '@nestjs/common';
import { LowRatingAlertsRepository } from './low-rating-alerts.repository.js';
import { LowRatingAlerts } from './low-rating-alerts.service.js';

/**
 * The alerts on their own module: the reviews module calls them when a review is written, and the
 * business module imports the reviews module, so they cannot live in the business module itself.
 */
@Module({
  providers: [LowRatingAlertsRepository, LowRatingAlerts],
  exports: [LowRatingAlerts],
})
export class LowRatingAlertsModule {}
