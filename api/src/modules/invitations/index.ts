// The invitations module's public face: what other modules import from it.
export { InvitationsModule } from './invitations.module.js';
export { InvitationClosureRepository } from './invitation-closure.repository.js';
export { InvitationsRepository } from './invitations.repository.js';
