// What other features may use of API keys: the dashboard card of an owned company.
export { ApiKeysCard } from './components/api-keys-card';
