// What other modules may use of the logos module: the monogram logo of a company without one.
export { LogosModule } from './logos.module.js';
export { monogramUrl } from './monogram.js';
