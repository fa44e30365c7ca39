// Helpful / not helpful votes: the toggle state machine, who may vote, and exact counts under concurrency.
import { randomUUID } from 'node:crypto';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';
import { expectError } from './support/expect-error.js';

type Vote = 'helpful' | 'not_helpful';

describe('votes', () => {
  let t: TestApp;
  let owner: TestUser;
  let author: TestUser; // verified
  let unverifiedAuthor: TestUser;
  let voter: TestUser; // verified
  let unverifiedVoter: TestUser;
  let company: any;
  let review: any; // verified review by author
  let unverifiedReview: any; // review by unverified author

  const voteUrl = (id: string) => `/api/reviews/${id}/vote`;

  async function writeReview(user: TestUser, rating = 4): Promise<any> {
    const c = await createCompany(owner, { category: 'Telecommunications' });
    const res = await user.agent.post('/api/reviews', {
      companyId: c.id,
      rating,
      title: 'Worth a vote',
      content: 'A review that people can find helpful or not.',
    });
    if (res.status !== 201) throw new Error(`review failed: ${res.status} ${res.text}`);
    return res.body;
  }

  /** Counts kept on the review, the vote rows, and the review as the API shows it. */
  async function counts(reviewId: string) {
    const [kept] = await t.db.query(`SELECT helpful_count, not_helpful_count, user_id FROM reviews WHERE id = $1`, [reviewId]);
    const [rows] = await t.db.query(
      `SELECT count(*) FILTER (WHERE vote_type = 'helpful')::int AS helpful,
              count(*) FILTER (WHERE vote_type = 'not_helpful')::int AS not_helpful
       FROM review_votes WHERE review_id = $1`,
      [reviewId],
    );
    const listed = await t.agent().get(`/api/reviews/user/${kept.user_id}`);
    const shown = listed.body.find((r: any) => r.id === reviewId);
    return {
      kept: { helpful: kept.helpful_count, notHelpful: kept.not_helpful_count },
      rows: { helpful: rows.helpful, notHelpful: rows.not_helpful },
      shown: { helpful: shown.helpfulCount, notHelpful: shown.notHelpfulCount },
    };
  }

  async function expectCounts(reviewId: string, helpful: number, notHelpful: number): Promise<void> {
    const expected = { helpful, notHelpful };
    expect(await counts(reviewId)).toEqual({ kept: expected, rows: expected, shown: expected });
  }

  beforeAll(async () => {
    t = await createTestApp();
    [owner, author, unverifiedAuthor, voter, unverifiedVoter] = await Promise.all([
      registerUser(t, { verified: true }),
      registerUser(t, { verified: true }),
      registerUser(t),
      registerUser(t, { verified: true }),
      registerUser(t),
    ]);
    company = await createCompany(owner, { name: 'Vote Target', category: 'Telecommunications' });
    const res = await author.agent.post('/api/reviews', {
      companyId: company.id,
      rating: 5,
      title: 'Great network',
      content: 'Never dropped a call in three years.',
    });
    review = res.body;
    expect(review.verified).toBe(true);
    unverifiedReview = await writeReview(unverifiedAuthor);
    expect(unverifiedReview.verified).toBe(false);
  });

  afterAll(() => t.close());

  describe('GET /api/reviews/:id/vote', () => {
    it('answers 401 when signed out', async () => {
      expectError(await t.agent().get(voteUrl(review.id)), 401);
    });

    it('answers {userVote: null} before any vote', async () => {
      const fresh = await registerUser(t);
      const res = await fresh.agent.get(voteUrl(review.id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userVote: null });
    });

    it('answers 404 for an unknown or malformed review', async () => {
      expectError(await voter.agent.get(voteUrl(randomUUID())), 404);
      expectError(await voter.agent.get(voteUrl('abc')), 404);
      expectError(await voter.agent.get(`/api/reviews/${encodeURIComponent("1'; drop table review_votes")}/vote`), 404);
    });
  });

  describe('POST and DELETE /api/reviews/:id/vote', () => {
    it('votes, toggles off with the same vote, switches and removes', async () => {
      const target = await writeReview(author);
      const v = voter.agent;

      const helpful = await v.post(voteUrl(target.id), { voteType: 'helpful' });
      expect(helpful.status).toBe(200);
      expect(helpful.body).toEqual({ helpfulCount: 1, notHelpfulCount: 0, userVote: 'helpful' });
      expect((await v.get(voteUrl(target.id))).body).toEqual({ userVote: 'helpful' });
      await expectCounts(target.id, 1, 0);

      const again = await v.post(voteUrl(target.id), { voteType: 'helpful' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ helpfulCount: 0, notHelpfulCount: 0, userVote: null });
      expect((await v.get(voteUrl(target.id))).body).toEqual({ userVote: null });
      await expectCounts(target.id, 0, 0);

      expect((await v.post(voteUrl(target.id), { voteType: 'helpful' })).body).toEqual({ helpfulCount: 1, notHelpfulCount: 0, userVote: 'helpful' });
      const switched = await v.post(voteUrl(target.id), { voteType: 'not_helpful' });
      expect(switched.body).toEqual({ helpfulCount: 0, notHelpfulCount: 1, userVote: 'not_helpful' });
      expect((await v.get(voteUrl(target.id))).body).toEqual({ userVote: 'not_helpful' });
      await expectCounts(target.id, 0, 1);

      const back = await v.post(voteUrl(target.id), { voteType: 'helpful' });
      expect(back.body).toEqual({ helpfulCount: 1, notHelpfulCount: 0, userVote: 'helpful' });

      const removed = await v.delete(voteUrl(target.id));
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ helpfulCount: 0, notHelpfulCount: 0, userVote: null });
      expect((await v.get(voteUrl(target.id))).body).toEqual({ userVote: null });
      await expectCounts(target.id, 0, 0);

      // Removing when there is nothing to remove changes nothing.
      const noop = await v.delete(voteUrl(target.id));
      expect(noop.status).toBe(200);
      expect(noop.body).toEqual({ helpfulCount: 0, notHelpfulCount: 0, userVote: null });
      await expectCounts(target.id, 0, 0);
    });

    it("counts other users' votes alongside", async () => {
      const target = await writeReview(author);
      const [a, b, c] = await Promise.all([registerUser(t), registerUser(t, { verified: true }), registerUser(t)]);
      expect((await a.agent.post(voteUrl(target.id), { voteType: 'helpful' })).body).toEqual({ helpfulCount: 1, notHelpfulCount: 0, userVote: 'helpful' });
      expect((await b.agent.post(voteUrl(target.id), { voteType: 'helpful' })).body).toEqual({ helpfulCount: 2, notHelpfulCount: 0, userVote: 'helpful' });
      expect((await c.agent.post(voteUrl(target.id), { voteType: 'not_helpful' })).body).toEqual({ helpfulCount: 2, notHelpfulCount: 1, userVote: 'not_helpful' });
      expect((await a.agent.post(voteUrl(target.id), { voteType: 'not_helpful' })).body).toEqual({ helpfulCount: 1, notHelpfulCount: 2, userVote: 'not_helpful' });
      expect((await b.agent.delete(voteUrl(target.id))).body).toEqual({ helpfulCount: 0, notHelpfulCount: 2, userVote: null });
      expect((await c.agent.get(voteUrl(target.id))).body).toEqual({ userVote: 'not_helpful' });
      await expectCounts(target.id, 0, 2);
    });

    it('answers 400 for a bad voteType', async () => {
      for (const body of [{ voteType: 'useful' }, { voteType: 'HELPFUL' }, { voteType: null }, {}, { voteType: 1 }, { voteType: 'helpful', extra: 1 }]) {
        expectError(await voter.agent.post(voteUrl(review.id), body), 400);
      }
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM review_votes WHERE review_id = $1 AND user_id = $2`, [review.id, voter.user.id]);
      expect(n).toBe(0);
    });

    it('answers 401 when signed out', async () => {
      expectError(await t.agent().post(voteUrl(review.id), { voteType: 'helpful' }), 401);
      expectError(await t.agent().delete(voteUrl(review.id)), 401);
    });

    it('answers 404 for an unknown or malformed review', async () => {
      expectError(await voter.agent.post(voteUrl(randomUUID()), { voteType: 'helpful' }), 404);
      expectError(await voter.agent.post(voteUrl('abc'), { voteType: 'helpful' }), 404);
      expectError(await voter.agent.delete(voteUrl(randomUUID())), 404);
    });

    it('answers 403 for a vote on your own review', async () => {
      expectError(await author.agent.post(voteUrl(review.id), { voteType: 'helpful' }), 403, /own/i);
      expectError(await author.agent.post(voteUrl(review.id), { voteType: 'not_helpful' }), 403);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM review_votes WHERE user_id = $1`, [author.user.id]);
      expect(n).toBe(0);
    });

    it('answers 403 for a review that is not verified', async () => {
      expectError(await voter.agent.post(voteUrl(unverifiedReview.id), { voteType: 'helpful' }), 403, /verified/i);
      expectError(await unverifiedVoter.agent.post(voteUrl(unverifiedReview.id), { voteType: 'not_helpful' }), 403);
      await expectCounts(unverifiedReview.id, 0, 0);
    });

    it('lets a signed-in consumer vote even when their own email is not verified', async () => {
      const target = await writeReview(author);
      const res = await unverifiedVoter.agent.post(voteUrl(target.id), { voteType: 'not_helpful' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ helpfulCount: 0, notHelpfulCount: 1, userVote: 'not_helpful' });
      expect((await unverifiedVoter.agent.get(voteUrl(target.id))).body).toEqual({ userVote: 'not_helpful' });
      await expectCounts(target.id, 0, 1);
    });

    it('removes the votes with the review', async () => {
      const target = await writeReview(author);
      expect((await voter.agent.post(voteUrl(target.id), { voteType: 'helpful' })).status).toBe(200);
      expect((await author.agent.delete(`/api/reviews/${target.id}`)).status).toBe(204);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM review_votes WHERE review_id = $1`, [target.id]);
      expect(n).toBe(0);
      expectError(await voter.agent.get(voteUrl(target.id)), 404);
      expectError(await voter.agent.post(voteUrl(target.id), { voteType: 'helpful' }), 404);
    });
  });

  describe('concurrency', () => {
    it('keeps counts exact when 40 users vote, switch and remove at once', async () => {
      const target = await writeReview(author);
      const voters: TestUser[] = [];
      for (let batch = 0; batch < 4; batch++) {
        voters.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => registerUser(t, { verified: (batch + i) % 2 === 0 })))));
      }
      const state = new Map<number, Vote | null>();

      // Round 1: everyone votes at once, two in three helpful.
      const first: Vote[] = voters.map((_, i) => (i % 3 === 2 ? 'not_helpful' : 'helpful'));
      const r1 = await Promise.all(voters.map((u, i) => u.agent.post(voteUrl(target.id), { voteType: first[i] })));
      expect(r1.map((r) => r.status)).toEqual(voters.map(() => 200));
      r1.forEach((r, i) => {
        expect(r.body.userVote).toBe(first[i]);
        state.set(i, first[i]);
      });
      const expected1 = { helpful: first.filter((v) => v === 'helpful').length, notHelpful: first.filter((v) => v === 'not_helpful').length };
      expect(expected1).toEqual({ helpful: 27, notHelpful: 13 });
      await expectCounts(target.id, expected1.helpful, expected1.notHelpful);
      // Every answer saw a consistent state: the counts it answered are a possible prefix of the round.
      for (const r of r1) {
        expect(r.body.helpfulCount).toBeLessThanOrEqual(27);
        expect(r.body.notHelpfulCount).toBeLessThanOrEqual(13);
      }
      const seen = new Set(r1.map((r) => r.body.helpfulCount + r.body.notHelpfulCount));
      expect(seen).toEqual(new Set(Array.from({ length: 40 }, (_, i) => i + 1))); // serialised: totals 1..40, each once

      // Round 2: at once, some switch, some remove (DELETE), some toggle off, some vote the same way... and the rest wait.
      const ops = voters.map((u, i) => {
        const current = state.get(i)!;
        const opposite: Vote = current === 'helpful' ? 'not_helpful' : 'helpful';
        if (i % 4 === 0) {
          state.set(i, opposite);
          return u.agent.post(voteUrl(target.id), { voteType: opposite });
        }
        if (i % 4 === 1) {
          state.set(i, null);
          return u.agent.delete(voteUrl(target.id));
        }
        if (i % 4 === 2) {
          state.set(i, null);
          return u.agent.post(voteUrl(target.id), { voteType: current });
        }
        return u.agent.get(voteUrl(target.id));
      });
      const r2 = await Promise.all(ops);
      expect(r2.map((r) => r.status)).toEqual(voters.map(() => 200));
      r2.forEach((r, i) => expect(r.body.userVote).toBe(state.get(i)));

      const finalVotes = [...state.values()];
      const helpful = finalVotes.filter((v) => v === 'helpful').length;
      const notHelpful = finalVotes.filter((v) => v === 'not_helpful').length;
      expect(helpful + notHelpful).toBe(20);
      await expectCounts(target.id, helpful, notHelpful);

      // Each voter's own vote is what they last asked for.
      const mine = await Promise.all(voters.map((u) => u.agent.get(voteUrl(target.id))));
      expect(mine.map((r) => r.body.userVote)).toEqual(voters.map((_, i) => state.get(i)));
      const rows: { user_id: string; vote_type: Vote }[] = await t.db.query(`SELECT user_id, vote_type FROM review_votes WHERE review_id = $1`, [target.id]);
      expect(new Map(rows.map((r) => [r.user_id, r.vote_type]))).toEqual(
        new Map(voters.flatMap((u, i) => (state.get(i) ? [[u.user.id, state.get(i)!] as const] : []))),
      );
    });

    it('keeps one user consistent when they fire 10 toggles at once', async () => {
      const target = await writeReview(author);
      const u = await registerUser(t);
      const same = await Promise.all(Array.from({ length: 10 }, () => u.agent.post(voteUrl(target.id), { voteType: 'helpful' })));
      expect(same.map((r) => r.status)).toEqual(Array(10).fill(200));
      // Ten toggles of the same vote, applied one after another, end where they started.
      expect((await u.agent.get(voteUrl(target.id))).body).toEqual({ userVote: null });
      await expectCounts(target.id, 0, 0);
      expect(same.filter((r) => r.body.userVote === 'helpful')).toHaveLength(5);
      for (const r of same) expect(r.body).toEqual(r.body.userVote === 'helpful' ? { helpfulCount: 1, notHelpfulCount: 0, userVote: 'helpful' } : { helpfulCount: 0, notHelpfulCount: 0, userVote: null });

      // Mixed types and removals at once: whatever order wins, the counts equal the single row.
      const other = await registerUser(t, { verified: true });
      const requests = Array.from({ length: 10 }, (_, i) =>
        i % 5 === 4 ? other.agent.delete(voteUrl(target.id)) : other.agent.post(voteUrl(target.id), { voteType: i % 2 ? 'not_helpful' : 'helpful' }),
      );
      const mixed = await Promise.all(requests);
      expect(mixed.map((r) => r.status)).toEqual(Array(10).fill(200));
      const final = (await other.agent.get(voteUrl(target.id))).body.userVote as Vote | null;
      const c = await counts(target.id);
      const expected = { helpful: final === 'helpful' ? 1 : 0, notHelpful: final === 'not_helpful' ? 1 : 0 };
      expect(c).toEqual({ kept: expected, rows: expected, shown: expected });
      for (const r of mixed) {
        expect(r.body.helpfulCount + r.body.notHelpfulCount).toBe(r.body.userVote === null ? 0 : 1);
      }
    });
  });
});
