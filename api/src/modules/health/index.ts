// What other modules (the app) may use of the health module.
export { HealthModule } from './health.module.js';
