// Names for the generated API types (schema.d.ts comes from api/openapi.json: npm run generate:api).
import type { components } from './schema';

type Schemas = components['schemas'];
export type User = Schemas['UserResponse'];
/** The signed-in business account, as GET /api/business/account answers it. */
export type BusinessAccount = Schemas['BusinessAccountResponse'];
export type BusinessPlan = BusinessAccount['plan'];
export type Company = Schemas['CompanyResponse'];
export type CompanyDetail = Schemas['CompanyDetailResponse'];
/** How a company behaves over the last 12 months (its page's "Company activity"). */
export type CompanyActivity = Schemas['CompanyActivityResponse'];
export type Review = Schemas['ReviewResponse'];
export type ReviewVersion = Schemas['ReviewVersionResponse'];
export type ReviewVersions = Schemas['ReviewVersionsResponse'];
/** A company's review highlights, "What reviewers say" (GET /api/companies/{id}/highlights). */
export type CompanyHighlights = Schemas['CompanyHighlightsResponse'];
export type AspectHighlight = Schemas['AspectHighlightResponse'];
export type Category = Schemas['CategoryResponse'];
/** A country that has companies, by ISO code, with how many (GET /api/countries). */
export type Country = Schemas['CountryResponse'];
export type Stats = Schemas['StatsResponse'];
export type VoteResult = Schemas['VoteResultResponse'];
export type UserVote = Schemas['UserVoteResponse'];
export type VoteType = NonNullable<UserVote['userVote']>;
export type RatingDistribution = Schemas['RatingDistribution'];
export type ApiErrorBody = Schemas['ErrorResponse'];
export type RegisterBody = Schemas['RegisterDto'];
export type LoginBody = Schemas['LoginDto'];
export type UpdateProfileBody = Schemas['UpdateProfileDto'];
export type ChangePasswordBody = Schemas['ChangePasswordDto'];
export type CreateReviewBody = Schemas['CreateReviewDto'];
export type UpdateReviewBody = Schemas['UpdateReviewDto'];
export type CreateCompanyBody = Schemas['CreateCompanyDto'];
export type UserEnvelope = Schemas['UserEnvelope'];
export type MessageResponse = Schemas['MessageResponse'];
/** One sign-in of the account, in the list of its active sessions. */
export type SessionInfo = Schemas['SessionResponse'];
export type EndedSessions = Schemas['EndedSessionsResponse'];
export type ContactBody = Schemas['ContactDto'];
export type ReviewReply = Schemas['ReviewReply'];
export type BusinessRegisterBody = Schemas['BusinessRegisterDto'];
export type BusinessAccountEnvelope = Schemas['BusinessAccountEnvelope'];
export type Claim = Schemas['ClaimResponse'];
export type ClaimStatus = Claim['status'];
export type InvitationBatch = Schemas['InvitationBatchResponse'];
export type InvitationResult = Schemas['InvitationResult'];
export type Invitation = Schemas['InvitationResponse'];
export type InvitationStatus = Schemas['InvitationStatusResponse'];
/** What anyone holding an invitation link may see of it (no invitee's address or name). */
export type InvitationPreview = Schemas['InvitationPreviewWithEmailResponse'];
/** A company's API key as its owner's dashboard lists it: never the key itself. */
export type ApiKey = Schemas['ApiKeyResponse'];
/** A key just created: the one answer that holds the key. */
export type CreatedApiKey = Schemas['CreatedApiKeyResponse'];
export type ApiKeyPermission = ApiKey['permissions'][number];
export type ReportedReviews = Schemas['ReportedReviewsResponse'];
export type PlanTerms = Schemas['PlanTermsResponse'];
export type PlanStatus = Schemas['PlanStatusResponse'];
export type Analytics = Schemas['AnalyticsResponse'];
export type WidgetData = Schemas['WidgetResponse'];
export type WidgetTemplate = PlanTerms['widgetTemplates'][number];
export type HiddenReview = Schemas['HiddenReviewResponse'];
export type StatementOfReasons = Schemas['StatementOfReasons'];
export type TransparencyFigures = Schemas['TransparencyResponse'];
export type TrustScore = Schemas['TrustScoreResponse'];
export type QueueSizes = Schemas['QueueSizes'];
export type QueuePage = Schemas['QueuePage'];
export type QueueItem = Schemas['QueueItem'];
export type QueueCounts = Schemas['QueueCounts'];
/** The open signals of one kind on one company's reviews, dismissed as one. */
export type SignalCluster = Schemas['SignalCluster'];
/** A company with reviews on the moderators' queue. */
export type QueueCompany = Schemas['QueueCompany'];
export type SignalDismissal = Schemas['SignalDismissal'];
/** A hidden review with the decision that hid it, for moderators to find and restore. */
export type HiddenReviewItem = Schemas['HiddenReviewItem'];
export type HiddenReviewPage = Schemas['HiddenReviewPage'];
export type OpenAppeal = Schemas['OpenAppeal'];
export type PendingClaim = Schemas['PendingClaimResponse'];
export type ClaimPage = Schemas['ClaimPage'];
export type ModeratedBusinessAccount = Schemas['ModeratedBusinessAccount'];
export type ModeratedClaim = Schemas['ModeratedClaim'];
export type PlanRequest = Schemas['PlanRequestResponse'];
export type PlanRequestPage = Schemas['PlanRequestPage'];
export type UncheckedName = Schemas['UncheckedName'];
export type UncheckedNamePage = Schemas['UncheckedNamePage'];
export type ModeratedUser = Schemas['ModeratedUser'];
export type ContactMessage = Schemas['ContactMessageResponse'];
export type AuditEntry = Schemas['AuditEntryResponse'];
export type AuditPage = Schemas['AuditPage'];
export type AuditTarget = Schemas['AuditTarget'];
export type AuditAction = StatementOfReasons['action'];
/** A webhook endpoint of an owned company, with the last status of its deliveries (never its secret). */
export type WebhookEndpoint = Schemas['WebhookEndpointResponse'];
/** A just-registered webhook endpoint: the one answer that carries its signing secret. */
export type CreatedWebhook = Schemas['CreatedWebhookResponse'];
export type CreateWebhookBody = Schemas['CreateWebhookDto'];
export type WebhookEventName = WebhookEndpoint['events'][number];
export type WebhookDelivery = Schemas['WebhookDeliveryResponse'];
/** A notice of illegal or unfitting content, from anyone (POST /api/notices). */
export type NoticeBody = Schemas['SendNoticeDto'];
export type NoticeReceipt = Schemas['NoticeReceiptResponse'];
/** A notice's decision as the notifier's complaint page shows it, with the window and their complaint. */
export type NoticeComplaint = Schemas['NoticeComplaintResponse'];
/** A moderation decision about a review of an owned company or its reply, with the company's complaint. */
export type CompanyDecision = Schemas['CompanyDecisionResponse'];
/** An open notice as the moderators' queue shows it. */
export type QueuedNotice = Schemas['QueuedNotice'];
export type TrustedFlagger = Schemas['TrustedFlaggerResponse'];
export type TrustedFlaggerBody = Schemas['TrustedFlaggerDto'];
