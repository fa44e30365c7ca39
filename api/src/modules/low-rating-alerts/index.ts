// The low-rating alerts' public surface: the only file other modules import from it. It owns the
// low_rating_alerts_sent table.
export { LowRatingAlertsModule } from './low-rating-alerts.module.js';
export { LowRatingAlerts } from './low-rating-alerts.service.js';
