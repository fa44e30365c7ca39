// What other modules may use of the contact module: the messages, as moderators read them.
export { ContactModule } from './contact.module.js';
export { ContactRepository, type ContactMessageRow } from './contact.repository.js';
export { CONTACT_TOPICS, CONTACT_TOPIC_LABELS, type ContactTopic } from './contact-topics.js';
