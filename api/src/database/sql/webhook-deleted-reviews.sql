-- A deleted review's words leave the webhook queue, whoever deletes it: its author through the
-- API, a cascade from a deleted account or company, the seed or a hand-written statement (an
-- erasure request carried out by hand). Of its deliveries that carry its words (review.created,
-- review.updated), those not sent yet never will be, with the reason shown on the dashboard (a
-- lease under way loses its record: see WebhookDeliveriesRepository.recordAttempt), and those
-- already sent keep only its id in the stored body. A review.hidden delivery carries no words
-- and goes as queued. webhook_deliveries is the webhooks module's; this is the one rule of it
-- that follows the reviews, so it is kept here, by the database, like review-highlights.sql.
--
-- Only deliveries whose endpoint is still there: when a company is deleted, its endpoints go in the
-- same statement, and their deliveries after them by cascade. A delivery of an endpoint already
-- gone is left to that cascade, as writing it would check its foreign key against the deleted
-- endpoint and refuse the whole deletion.
--
-- Loaded by migrations 1766900000000-webhooks-follow-deleted-reviews and
-- 1767200000000-webhooks-deleted-reviews-of-deleted-companies. To change it, edit this file and add
-- a migration that loads it again.

CREATE OR REPLACE FUNCTION webhook_deliveries_forget_deleted_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE webhook_deliveries d
     SET state = 'superseded', locked_until = NULL, lease_id = NULL,
         last_error = 'This review was deleted before this delivery was sent, so it was not sent.'
    FROM gone
   WHERE d.review_id = gone.id AND d.state = 'pending' AND d.event_type IN ('review.created', 'review.updated')
     AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = d.endpoint_id);
  UPDATE webhook_deliveries d
     SET payload = jsonb_build_object('review', jsonb_build_object('id', d.review_id, 'status', 'deleted'))
    FROM gone
   WHERE d.review_id = gone.id AND d.event_type IN ('review.created', 'review.updated')
     AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = d.endpoint_id);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS reviews_forget_webhook_words ON reviews;
CREATE TRIGGER reviews_forget_webhook_words AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION webhook_deliveries_forget_deleted_reviews();
