// What other features may use of analytics: an owned company's figures (the dashboard's reply rate).
export { useAnalytics } from './api/get-analytics';
