// The invitations module's public surface: the only file other modules import from it. It owns the
// review_invitations and mail_suppressions tables.
export { InvitationsModule } from './invitations.module.js';
export {
  ACCOUNT_DAILY_MAX,
  InvitationsService,
  RECIPIENT_WEEKLY_MAX,
  type InvitationPage,
  type InvitationSender,
  type MonthlyAllowance,
  type SentInvitation,
} from './invitations.service.js';
export { InvitationLinksService } from './invitation-links.service.js';
export {
  INVITATION_TTL_DAYS,
  type InvitationListFilter,
  type InvitationPosition,
  invitationState,
  type InvitationRow,
  type InvitationState,
} from './invitations.repository.js';
export {
  CSV_MAX_CHARS,
  CSV_MAX_ROWS,
  INVITE_NAME_MAX,
  INVITE_REFERENCE_MAX,
  INVITATION_MESSAGE_MAX,
  InvitationBatchResponse,
  InvitationMessage,
  InvitationOrderDate,
  InvitationReference,
  InvitationResponse,
  InvitationResult,
  InviteeEmail,
  InviteeName,
  MESSAGE_DOC,
  PlanUsage,
  SendInvitationsDto,
} from './dto/invitations.dto.js';
export { canonicalEmail } from './canonical-email.js';
export { checkInvitationMessage, type InvitationMessageCheck, type InvitationMessageRule } from './invitation-message-check.js';
