// The reviews module's public surface: the only file other modules import from it. It owns the
// reviews and review_votes tables; other modules read reviews through its repositories and change
// them only through its services.
export { ReviewsModule } from './reviews.module.js';
export { ReviewsRepository, type LockedReview, type ReviewRow } from './reviews.repository.js';
export { CompanyReviewsRepository, type CompanyReviewFilter, type CompanyReviewOrder } from './company-reviews.repository.js';
export { ReviewVisibilityService } from './review-visibility.service.js';
export { ReviewChanges, type ReviewChange, type ReviewChangeListener } from './review-changes.js';
export { authorName, ReviewResponse, toReviewResponse, toStaffReviewResponse } from './dto/review-response.dto.js';
export { REVIEW_TOPICS, type ReviewTopic } from './review-topics.js';
export { ReviewsService } from './reviews.service.js';
export { CreateReviewDto, UpdateReviewDto } from './dto/review.dto.js';
export { VotesService } from './votes/votes.service.js';
export { CastVoteDto, UserVoteResponse, VoteResultResponse } from './votes/dto/vote.dto.js';
