// The contact module's public surface: the only file other modules import from it. It owns the
// contact_messages table; moderators read the messages through ContactService.
export { ContactModule } from './contact.module.js';
export type { ContactMessageRow } from './contact.repository.js';
export { ContactService } from './contact.service.js';
export { CONTACT_RETENTION_YEARS } from './contact-retention.js';
export { CONTACT_TOPICS, CONTACT_TOPIC_LABELS, type ContactTopic } from './contact-topics.js';
