// What other features may use of the Complaints tab.
export { AppealsQueue } from './components/appeals-queue';
