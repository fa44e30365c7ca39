/**
 * How a review is read wherever one is answered (a ReviewRow): the review with its author's and its
 * company's names. `source` is what the review rows come from: the table, or a CTE of rows an
 * INSERT or UPDATE returned (the written row read in the same statement); `also`, more columns.
 */
export const reviewSelect = (source = 'reviews', also = ''): string => `SELECT ${also ? `${also}, ` : ''}r.id, r.rating, r.title, r.content, r.topic, r.verified, r.invited,
    r.incentive, r.connection, r.incentive_offered AS "incentiveOffered",
    u.email_verified_at IS NOT NULL AS "authorEmailConfirmed", to_char(r.experience_date, 'YYYY-MM-DD') AS "experienceDate",
    r.reply_content AS "replyContent", r.reply_created_at AS "replyCreatedAt", r.reply_updated_at AS "replyUpdatedAt",
    r.reply_hidden_decision_id IS NOT NULL AS "replyHidden",
    r.helpful_count AS "helpfulCount", r.not_helpful_count AS "notHelpfulCount", r.hidden_at IS NOT NULL AS hidden,
    r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.edited_at AS "editedAt", r.earlier_versions AS "earlierVersions",
    r.company_id AS "companyId", c.name AS "companyName",
    r.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName"
  FROM ${source} r
  JOIN users u ON u.id = r.user_id
  JOIN companies c ON c.id = r.company_id`;

export const SELECT = reviewSelect();
