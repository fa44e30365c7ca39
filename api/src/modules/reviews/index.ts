// The reviews module's public surface: the only file other modules import from it. It owns the
// reviews and review_votes tables; other modules read and change them only through its services.
export { ReviewsModule } from './reviews.module.js';
export type { LockedReview, ReplacedVersion, ReviewRow } from './reviews.repository.js';
export type { ReviewVersionRow } from './review-versions.repository.js';
export type { CompanyReviewFilter, CompanyReviewOrder } from './company-reviews.repository.js';
export { CompanyReviewsService } from './company-reviews.service.js';
export { OwnerRepliesService } from './owner-replies.service.js';
export { ReviewVisibilityService } from './review-visibility.service.js';
export { type CommittedReviewChange, ReviewChanges, type ReviewChange, type ReviewChangeListener } from './review-changes.js';
export {
  authorName,
  ReviewChecksResponse,
  ReviewResponse,
  ReviewVersionResponse,
  ReviewVersionsResponse,
  toReviewResponse,
  toReviewVersionResponse,
  toStaffReviewResponse,
} from './dto/review-response.dto.js';
export { REVIEW_ORIGINS, type ReviewChecks, reviewChecks, type ReviewOrigin, reviewOrigin } from './review-labels.js';
export { REVIEW_TOPICS, type ReviewTopic } from './review-topics.js';
export { isIncentivised } from './review-disclosures.js';
export { ReviewsService } from './reviews.service.js';
export { CreateReviewDto, UpdateReviewDto } from './dto/review.dto.js';
export { VotesService } from './votes/votes.service.js';
export { CastVoteDto, UserVoteResponse, VoteResultResponse } from './votes/dto/vote.dto.js';
