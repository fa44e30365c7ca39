/**
 * How a review is read wherever one is answered (a ReviewRow): the review with its author's and its
 * company's names. `source` is what the review rows come from: the table, or a CTE of rows an
 * INSERT or UPDATE returned (the written row read in the same statement); `also`, more columns.
 */
export const reviewSelect = (source = 'reviews', also = ''): string => `SELECT ${also ? `${also}, ` : ''}r.id, r.rating, r.title, r.content, r.topic, r.verified, r.invited, r.reply_content, r.reply_created_at, r.reply_updated_at,
    r.reply_hidden_decision_id IS NOT NULL AS reply_hidden,
    r.helpful_count, r.not_helpful_count, r.hidden_at IS NOT NULL AS hidden,
    r.created_at, r.updated_at, r.company_id, c.name AS company_name, r.user_id, u.first_name, u.last_name
  FROM ${source} r
  JOIN users u ON u.id = r.user_id
  JOIN companies c ON c.id = r.company_id`;

export const SELECT = reviewSelect();
