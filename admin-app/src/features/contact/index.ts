// What other features may use of the Messages tab.
export { ContactMessages } from './components/contact-messages';
