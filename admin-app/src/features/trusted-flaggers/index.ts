// What other features may use of the Trusted flaggers tab.
export { TrustedFlaggers } from './components/trusted-flaggers';
