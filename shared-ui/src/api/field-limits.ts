// Generated from api/openapi.json by shared-ui/scripts/generate-field-limits.mjs (npm run
// generate:api): the limits the API validates, per request schema and field. Do not edit.
export const fieldLimits = {
  ApiInvitationDto: {
    email: { maxLength: 254 },
    name: { maxLength: 100 },
    reference: { maxLength: 100 },
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
  ForgotPasswordDto: {
    email: { maxLength: 254 },
  },
  HideDto: {
    facts: { minLength: 10, maxLength: 2000 },
  },
  InvitationLookupDto: {
    token: { minLength: 1, maxLength: 100 },
  },
  LoginDto: {
    email: { maxLength: 254 },
    password: { maxLength: 128 },
  },
  NewsletterUnsubscribeDto: {
    token: { minLength: 16, maxLength: 100 },
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
    content: { minLength: 1, maxLength: 5000 },
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
    csv: { maxLength: 80000 },
  },
  SubscribeDto: {
    email: { maxLength: 254 },
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
