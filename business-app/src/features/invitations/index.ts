// What other features may use of invitations: the form to invite customers and the latest sent.
export { InvitationForm } from './components/invitation-form';
export { RecentInvitations } from './components/recent-invitations';
