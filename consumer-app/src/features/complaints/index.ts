// What other features and pages may use of complaints about moderation decisions.
export { MyReportsSection } from './components/my-reports-section';
