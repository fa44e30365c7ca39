// What other modules may use of the mail module: composing mails into the outbox (MailService).
export { MailModule } from './mail.module.js';
export { MailDeliveryService } from './mail-delivery.service.js';
export { MailService, SUPPORT_ADDRESS, type ContactMail, type MailRealm } from './mail.service.js';
