// What other modules (the app) may use of the stats module.
export { StatsModule } from './stats.module.js';
export { StatsResponse } from './stats.controller.js';
export { StatsService } from './stats.service.js';
