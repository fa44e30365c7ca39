// Review highlights stay true to the reviews whoever changes them: a hide, a restore or an edit by
// plain SQL (an older API instance during a rolling deploy, a hand-run statement) moves them
// through the reviews triggers; the backfill, which reads reviews with no lock held, keeps only what is still
// true when it writes; and once everything is read, a review written past the API is the only
// thing the next run reads.
import { readReview } from '../src/modules/highlights/aspect-extraction.js';
import { HighlightsBackfill } from '../src/modules/highlights/index.js';
import { HighlightsRepository } from '../src/modules/highlights/highlights.repository.js';
import { expectTotalsExact, writeReviews } from './support/highlights.js';
import { createCompany, createTestApp, registerUser, type TestApp } from './support/test-app.js';
import { lockAwaited, waitFor } from './support/wait-for.js';

const GREAT = 'The delivery was great.';
const AWFUL = 'The delivery was awful.';
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

describe('review highlights, whoever changes the reviews', () => {
  let t: TestApp;
  let companyId: string;
  let reviews: { id: string }[];

  const backfill = () => t.app.get(HighlightsBackfill).run();
  const highlights = async () => (await t.agent().get(`/api/companies/${companyId}/highlights`)).body;
  const delivery = async () =>
    (await t.db.query(`SELECT mentions, positive, negative FROM highlight_aspects WHERE company_id = $1 AND aspect = 'delivery'`, [companyId]))[0];
  /** Hides reviews as an older API instance or a hand-run statement would: the row and its decision, nothing else. */
  async function hideBySql(ids: string[]): Promise<void> {
    await t.db.transaction(async (manager) => {
      for (const id of ids) {
        const [{ id: decision }] = await manager.query(
          `INSERT INTO audit_log (action, target_type, target_id, decision_facts, source_type) VALUES ('review.hide', 'review', $1, 'Hidden by hand.', 'SOURCE_VOLUNTARY') RETURNING id`,
          [id],
        );
        await manager.query(`UPDATE reviews SET hidden_at = now(), hidden_decision_id = $2 WHERE id = $1`, [id, decision]);
      }
    });
  }
  const unread = async () => (await t.db.query(`SELECT review_id FROM highlight_unread ORDER BY review_id`)).map((r: { review_id: string }) => r.review_id);

  beforeAll(async () => {
    t = await createTestApp({ HIGHLIGHTS_BACKFILL: 'off' });
    companyId = (await createCompany(await registerUser(t))).id;
    reviews = await writeReviews(t, companyId, [...Array(15).fill(GREAT), ...Array(5).fill(AWFUL)]);
    expect(await backfill()).toBe(20);
  });
  afterAll(() => t.close());

  it('follows a hide and a restore made by plain SQL, past the API', async () => {
    expect(await delivery()).toEqual({ mentions: 20, positive: 15, negative: 5 });
    expect(await highlights()).toMatchObject({ reviewCount: 20, enough: true });
    const three = reviews.slice(0, 3).map((r) => r.id);

    await hideBySql(three);
    expect(await delivery()).toEqual({ mentions: 17, positive: 12, negative: 5 });
    expect(await highlights()).toMatchObject({ reviewCount: 17, enough: false, aspects: [] });
    await expectTotalsExact(t);

    await t.db.query(`UPDATE reviews SET hidden_at = NULL, hidden_decision_id = NULL WHERE id = ANY($1)`, [three]);
    expect(await delivery()).toEqual({ mentions: 20, positive: 15, negative: 5 });
    expect((await highlights()).aspects[0]).toMatchObject({ name: 'delivery', mentions: 20, positive: 15, negative: 5 });
    await expectTotalsExact(t);
  });

  it('keeps what the backfill read only as the review is when it writes: hidden meanwhile, or its words changed', async () => {
    const fresh = (await writeReviews(t, companyId, [GREAT, GREAT, GREAT])).map((r) => r.id);
    expect(await unread()).toEqual([...fresh].sort());
    const repository = t.app.get(HighlightsRepository);
    // Claimed and read with no lock held: the writes below do not wait for the backfill.
    const claimed = await repository.claimUnread(FIRST_ID, 200);
    expect(claimed.reviews.map((r) => r.id)).toEqual([...fresh].sort());
    const read = claimed.reviews.map(readReview);
    await hideBySql([fresh[0]]);
    await t.db.query(`UPDATE reviews SET content = $2, updated_at = now() WHERE id = $1`, [fresh[1], AWFUL]);

    expect(await t.db.transaction((manager) => repository.recordUnread(manager, read))).toBe(2);
    const kept = await t.db.query(`SELECT review_id AS id, visible FROM highlight_reviews WHERE review_id = ANY($1) ORDER BY review_id`, [fresh]);
    expect(kept).toEqual(
      [
        { id: fresh[0], visible: false },
        { id: fresh[2], visible: true },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    expect(await delivery()).toEqual({ mentions: 21, positive: 16, negative: 5 });
    // The edit released the review's claim (its words read before were not kept): the next run reads its new words.
    expect(await unread()).toEqual([fresh[1]]);
    expect(await t.db.query(`SELECT claimed_until FROM highlight_unread`)).toEqual([{ claimed_until: null }]);
    expect(await backfill()).toBe(1);
    expect(await t.db.query(`SELECT polarity FROM highlight_mentions WHERE review_id = $1`, [fresh[1]])).toEqual([{ polarity: -1 }]);
    expect(await delivery()).toEqual({ mentions: 22, positive: 16, negative: 6 });
    await expectTotalsExact(t);
  });

  it('never deadlocks a decision over several reviews of a company: the backfill takes the company before any review', async () => {
    const [one, two] = (await writeReviews(t, companyId, [GREAT, GREAT])).map((r) => r.id);
    const repository = t.app.get(HighlightsRepository);
    const read = (await repository.claimUnread(FIRST_ID, 200)).reviews.map(readReview);
    expect(read.map((r) => r.review.id).sort()).toEqual([one, two].sort());
    // A decision that flags two reviews in turn, as closing a cluster of signals does: the first
    // locks its review, then (by the reviews trigger) the company, while the backfill writes.
    const decision = t.db.createQueryRunner();
    await decision.connect();
    try {
      await decision.startTransaction();
      await decision.query(`UPDATE reviews SET flagged = true WHERE id = $1`, [one]);
      const written = t.db.transaction((manager) => repository.recordUnread(manager, read));
      await waitFor(() => lockAwaited(t.db));
      await decision.query(`UPDATE reviews SET flagged = true WHERE id = $1`, [two]);
      await decision.commitTransaction();
      expect(await written).toBe(2);
    } finally {
      await decision.release();
    }
    expect(await unread()).toEqual([]);
    await expectTotalsExact(t);
  });

  it('reads nothing once everything is read, and then only what is written past the API', async () => {
    expect(await unread()).toEqual([]);
    expect(await backfill()).toBe(0);
    const [late, deleted] = await writeReviews(t, companyId, [AWFUL, GREAT]);
    expect(await unread()).toEqual([late.id, deleted.id].sort());
    // Deleted before it was read: the run drops it from the queue.
    await t.db.query(`DELETE FROM reviews WHERE id = $1`, [deleted.id]);
    expect(await backfill()).toBe(1);
    expect(await unread()).toEqual([]);
    expect(await delivery()).toEqual({ mentions: 25, positive: 18, negative: 7 });
    await expectTotalsExact(t);
  });

  it('follows an edit made past the API: new stars are its mentions’ at once, new words leave it unread for the next run', async () => {
    const [{ id }] = reviews;
    await t.db.query(`UPDATE reviews SET rating = 5 WHERE id = $1`, [id]);
    expect(await t.db.query(`SELECT review_rating, rating_agrees FROM highlight_mentions WHERE review_id = $1`, [id])).toEqual([{ review_rating: 5, rating_agrees: true }]);
    await expectTotalsExact(t);

    await t.db.query(`UPDATE reviews SET content = $2 WHERE id = $1`, [id, AWFUL]);
    expect(await unread()).toEqual([id]);
    expect(await delivery()).toEqual({ mentions: 24, positive: 17, negative: 7 });
    await expectTotalsExact(t);
    expect(await backfill()).toBe(1);
    expect(await t.db.query(`SELECT polarity, review_rating FROM highlight_mentions WHERE review_id = $1`, [id])).toEqual([{ polarity: -1, review_rating: 5 }]);
    expect(await delivery()).toEqual({ mentions: 25, positive: 17, negative: 8 });
    await expectTotalsExact(t);
  });
});
