// What other features may use of webhooks: the dashboard's section for an owned company, and a
// checkbox group's choice kept in its listed order (the events here, the API key permissions there).
export { toggleChoice } from './utils/toggle-choice';
export { WebhooksSection } from './components/webhooks-section';
