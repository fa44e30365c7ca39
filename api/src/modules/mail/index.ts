// The mail module's public surface: the only file other modules import from it. It owns the
// mail_outbox table: others compose mails into it through MailService.
export { MailModule } from './mail.module.js';
export { MailDeliveryService } from './mail-delivery.service.js';
export type { MailOutbox } from './mail.repository.js';
export {
  MailService,
  automatedMeansLines,
  type ComplaintOutcomeMail,
  type NoticeMail,
  type NoticeOutcome,
  SUPPORT_ADDRESS,
  type AddedIntegration,
  type ContactMail,
  type HiddenReviewStatement,
  type IntegrationAddedMail,
  type MailRealm,
  type NewsletterUnsubscribe,
  type ReviewNotice,
} from './mail.service.js';
