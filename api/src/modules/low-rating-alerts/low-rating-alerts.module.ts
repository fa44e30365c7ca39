import { Module } from '@nestjs/common';
import { LowRatingAlertsRepository } from './low-rating-alerts.repository.js';
import { LowRatingAlerts } from './low-rating-alerts.service.js';

/**
 * Mail to a company's owner about a low rating: the reviews module calls them when a review is
 * written. A module and a folder of their own: the business module imports the reviews module.
 */
@Module({
  providers: [LowRatingAlertsRepository, LowRatingAlerts],
  exports: [LowRatingAlerts],
})
export class LowRatingAlertsModule {}
