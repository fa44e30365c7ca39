// What other features may use of analytics: an owned company's figures (the dashboard's reply rate),
// and counts with their nouns in the right number (the plans' limits).
export { useAnalytics } from './api/get-analytics';
export { countOf } from './utils/count';
