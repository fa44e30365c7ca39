// Names for the generated API types (schema.d.ts comes from api/openapi.json: npm run generate:api).
import type { components } from './schema';

type Schemas = components['schemas'];
export type User = Schemas['UserResponse'];
/** The signed-in business account, as GET /api/business/account answers it. */
export type BusinessAccount = Schemas['BusinessAccountResponse'];
export type BusinessPlan = BusinessAccount['plan'];
export type Company = Schemas['CompanyResponse'];
export type CompanyDetail = Schemas['CompanyDetailResponse'];
export type Review = Schemas['ReviewResponse'];
export type Category = Schemas['CategoryResponse'];
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
export type ContactBody = Schemas['ContactDto'];
