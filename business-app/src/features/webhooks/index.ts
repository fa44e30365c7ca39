// What other features may use of webhooks: the dashboard's section for an owned company.
export { WebhooksSection } from './components/webhooks-section';
