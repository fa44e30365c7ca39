// The review highlights' public surface: the only file other modules import from it. It owns the
// highlight_reviews, highlight_mentions, highlight_companies and highlight_aspects tables.
export { HighlightsModule } from './highlights.module.js';
export { backfillHighlights, HighlightsBackfill } from './highlights-backfill.js';
