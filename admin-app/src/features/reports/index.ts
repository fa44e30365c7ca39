// What other features may use of the Reports tab.
export { ReportsQueue } from './components/reports-queue';
