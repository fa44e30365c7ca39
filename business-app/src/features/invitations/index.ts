// What other features may use of invitations: the form to invite customers, the latest sent, and
// what to say while a new company's invitations wait for its name to be checked.
export { InvitationForm } from './components/invitation-form';
export { RecentInvitations } from './components/recent-invitations';
export { NAME_WAITING } from './utils/held';
