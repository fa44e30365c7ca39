// The review notices' public surface: the only file other modules import from it. It owns the
// review_reply_notices table.
export { ReviewNoticesModule } from './review-notices.module.js';
export { ReviewNotices } from './review-notices.service.js';
