// What other modules may use of the invitations module.
export { InvitationsModule } from './invitations.module.js';
export { ACCOUNT_DAILY_MAX, InvitationsService, RECIPIENT_WEEKLY_MAX, type InvitationSender, type MonthlyAllowance } from './invitations.service.js';
export { InvitationsRepository, INVITATION_TTL_DAYS, invitationState, type InvitationRow, type InvitationState } from './invitations.repository.js';
export {
  CSV_MAX_CHARS,
  CSV_MAX_ROWS,
  INVITE_NAME_MAX,
  INVITE_REFERENCE_MAX,
  InvitationBatchResponse,
  InvitationResponse,
  InvitationResult,
  PlanUsage,
  SendInvitationsDto,
} from './dto/invitations.dto.js';
export { canonicalEmail } from './canonical-email.js';
