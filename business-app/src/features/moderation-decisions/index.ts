// What other features may use of the company's moderation decisions and complaints.
export { ModerationDecisionsCard } from './components/moderation-decisions-card';
