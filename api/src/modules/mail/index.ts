// The mail module's public surface: the only file other modules import from it. It owns the
// mail_outbox table: others compose mails into it through MailService.
export { MailModule } from './mail.module.js';
export { MailDeliveryService } from './mail-delivery.service.js';
export { type AddedIntegration, type ContactMail, type IntegrationAddedMail, MailService, type MailRealm, SUPPORT_ADDRESS } from './mail.service.js';
