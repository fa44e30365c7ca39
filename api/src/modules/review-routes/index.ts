// The /api/reviews routes' module: what the app imports from it.
export { ReviewRoutesModule } from './review-routes.module.js';
