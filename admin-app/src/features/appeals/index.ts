// What other features may use of the Appeals tab.
export { AppealsQueue } from './components/appeals-queue';
