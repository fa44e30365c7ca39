// The contact module's public face: what other modules import from it.
export { ContactModule } from './contact.module.js';
export { ContactRepository } from './contact.repository.js';
