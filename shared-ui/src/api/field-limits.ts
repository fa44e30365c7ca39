// Generated from api/openapi.json by shared-ui/scripts/generate-field-limits.mjs (npm run
// generate:api): the limits the API validates, per request schema and field, and per operation
// and query parameter. Do not edit.
export const fieldLimits = {
  ApiInvitationDto: {
    email: { maxLength: 254 },
    name: { maxLength: 100 },
    reference: { maxLength: 100 },
    message: { maxLength: 500 },
  },
  AppealDecisionDto: {
    facts: { minLength: 10, maxLength: 2000 },
  },
  AppealDto: {
    statement: { minLength: 10, maxLength: 2000 },
  },
  BusinessRegisterDto: {
    contactName: { maxLength: 100 },
    companyName: { maxLength: 200 },
    email: { maxLength: 254 },
    password: { minLength: 8, maxLength: 128 },
    website: { maxLength: 300 },
  },
  BusinessResetPasswordDto: {
    token: { minLength: 16, maxLength: 200 },
    newPassword: { minLength: 8, maxLength: 128 },
  },
  ChangePasswordDto: {
    currentPassword: { maxLength: 128 },
    newPassword: { minLength: 8, maxLength: 128 },
  },
  ConfirmSubscriptionDto: {
    token: { minLength: 16, maxLength: 100 },
  },
  ContactDto: {
    name: { minLength: 1, maxLength: 100 },
    email: { minLength: 3, maxLength: 254 },
    message: { minLength: 10, maxLength: 5000 },
  },
  CreateApiKeyDto: {
    name: { maxLength: 100 },
  },
  CreateCompanyDto: {
    name: { minLength: 2, maxLength: 120 },
    website: { maxLength: 300 },
    description: { maxLength: 2000 },
    location: { maxLength: 120 },
    logoUrl: { maxLength: 500 },
  },
  CreateReviewDto: {
    rating: { minimum: 1, maximum: 5 },
    title: { minLength: 3, maxLength: 120 },
    content: { minLength: 10, maxLength: 5000 },
    invitationToken: { minLength: 1, maxLength: 100 },
  },
  CreateWebhookDto: {
    url: { maxLength: 2000 },
  },
  DecisionDto: {
    facts: { minLength: 10, maxLength: 2000 },
  },
  DismissSignalsDto: {
    facts: { minLength: 10, maxLength: 2000 },
  },
  EditCompanyDto: {
    name: { minLength: 2, maxLength: 120 },
    website: { maxLength: 300 },
    description: { maxLength: 2000 },
    location: { maxLength: 120 },
    facts: { minLength: 10, maxLength: 2000 },
  },
  EraseAccountDto: {
    password: { maxLength: 128 },
  },
  ForgotPasswordDto: {
    email: { maxLength: 254 },
  },
  HideDto: {
    facts: { minLength: 10, maxLength: 2000 },
  },
  InvitationLookupDto: {
    token: { minLength: 1, maxLength: 100 },
  },
  InvitationPreviewDto: {
    token: { minLength: 1, maxLength: 100 },
    email: { maxLength: 254 },
  },
  LoginDto: {
    email: { maxLength: 254 },
    password: { maxLength: 128 },
  },
  NewsletterUnsubscribeDto: {
    token: { minLength: 16, maxLength: 100 },
  },
  NoticeComplaintDto: {
    statement: { minLength: 10, maxLength: 2000 },
  },
  NoticeDto: {
    facts: { minLength: 10, maxLength: 2000 },
    days: { minimum: 1, maximum: 90 },
  },
  RegisterDto: {
    firstName: { maxLength: 60 },
    lastName: { maxLength: 60 },
    email: { maxLength: 254 },
    password: { minLength: 8, maxLength: 128 },
  },
  ReplyDto: {
    content: { minLength: 10, maxLength: 5000 },
  },
  ReportDto: {
    details: { maxLength: 1000 },
  },
  ResetPasswordDto: {
    token: { minLength: 16, maxLength: 200 },
    newPassword: { minLength: 8, maxLength: 128 },
  },
  ReviewResponse: {
    rating: { minimum: 1, maximum: 5 },
    earlierVersions: { minimum: 0 },
  },
  ReviewVersionResponse: {
    rating: { minimum: 1, maximum: 5 },
  },
  RoleDto: {
    facts: { minLength: 10, maxLength: 2000 },
  },
  RollWebhookSecretDto: {
    previousSecretHours: { minimum: 0, maximum: 24 },
  },
  SendInvitationsDto: {
    email: { maxLength: 254 },
    name: { maxLength: 100 },
    reference: { maxLength: 100 },
    message: { maxLength: 500 },
    csv: { maxLength: 80000 },
  },
  SendNoticeDto: {
    law: { maxLength: 200 },
    explanation: { minLength: 20, maxLength: 1000 },
    name: { minLength: 1, maxLength: 100 },
    email: { maxLength: 254 },
  },
  SubscribeDto: {
    email: { maxLength: 254 },
  },
  TrustedFlaggerDto: {
    name: { maxLength: 200 },
  },
  UnsubscribeDto: {
    token: { minLength: 1, maxLength: 100 },
  },
  UpdateProfileDto: {
    firstName: { maxLength: 60 },
    lastName: { maxLength: 60 },
    profileImageUrl: { maxLength: 500 },
  },
  UpdateReviewDto: {
    rating: { minimum: 1, maximum: 5 },
    title: { minLength: 3, maxLength: 120 },
    content: { minLength: 10, maxLength: 5000 },
  },
  VerifyEmailDto: {
    token: { minLength: 16, maxLength: 200 },
  },
} as const;

export const queryLimits = {
  'GET /api/admin/audit': {
    limit: { minimum: 1, maximum: 1000 },
  },
  'GET /api/admin/business-accounts': {
    search: { maxLength: 100 },
  },
  'GET /api/admin/claims': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/admin/companies/unchecked-names': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/admin/contact-messages': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/admin/hidden-reviews': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/admin/plan-requests': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/admin/reports': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/admin/reports/companies': {
    search: { maxLength: 100 },
    limit: { minimum: 1, maximum: 50 },
  },
  'GET /api/admin/users': {
    search: { maxLength: 100 },
  },
  'GET /api/business/companies/{id}/analytics': {
    months: { minimum: 1, maximum: 36 },
  },
  'GET /api/business/companies/{id}/invitations': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/business/companies/{id}/reviews': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/companies': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
    search: { maxLength: 100 },
    category: { maxLength: 60 },
  },
  'GET /api/companies/{id}': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
    rating: { minimum: 1, maximum: 5 },
    search: { maxLength: 100 },
  },
  'GET /api/companies/featured': {
    limit: { minimum: 1, maximum: 24 },
  },
  'GET /api/companies/sitemap': {
    page: { minimum: 0, maximum: 10000 },
  },
  'GET /api/reviews/recent': {
    limit: { minimum: 1, maximum: 50 },
  },
  'GET /api/users/{userId}/reviews': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'GET /api/v1/invitations': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
    cursor: { maxLength: 128 },
    reference: { maxLength: 100 },
  },
  'GET /api/v1/reviews': {
    offset: { minimum: 0, maximum: 100000 },
    limit: { minimum: 1, maximum: 100 },
  },
  'POST /api/invitations/unsubscribe/one-click': {
    token: { minLength: 1, maxLength: 100 },
  },
  'POST /api/newsletter/unsubscribe/one-click': {
    token: { minLength: 16, maxLength: 100 },
  },
} as const;
