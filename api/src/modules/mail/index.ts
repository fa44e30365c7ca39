// The mail module's public surface: the only file other modules import from it. It owns the
// mail_outbox table.
export { MailDeliveryService } from './mail-delivery.service.js';
export { MailModule } from './mail.module.js';
export { type MailRealm, MailService } from './mail.service.js';
