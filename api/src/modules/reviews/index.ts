// The reviews module's public face: what other modules import from it.
export { ReviewsModule } from './reviews.module.js';
export { ReviewResponse, toReviewResponse, toStaffReviewResponse, type ReviewRow } from './dto/review-response.dto.js';
export { ReviewVisibilityService } from './review-visibility.service.js';
export { ReviewsRepository, type LockedReview } from './reviews.repository.js';
