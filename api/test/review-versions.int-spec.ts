// Edits are visible to readers: only the author changes a review; an edit that changes something
// marks the review edited, with its date, wherever reviews are read; an edit that changes the
// rating keeps the version it replaced, which the public reads on demand while the review is
// published, and which goes with the review when it is deleted.
import { ReviewsService } from '../src/modules/reviews/index.js';
import { businessApi } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';
import { registerEndpoint, startReceiver, type Receiver, verifiedOwner, WEBHOOK_ENV } from './support/webhooks.js';

const FACTS = 'The review names a private person and their home address.';

describe('review versions', () => {
  let t: TestApp;
  let receiver: Receiver;
  let lister: TestUser;
  const { owner: apiOwner, newKey, server } = businessApi(() => t);

  beforeAll(async () => {
    t = await createTestApp(WEBHOOK_ENV);
    receiver = await startReceiver();
    lister = await registerUser(t, { verified: true });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const write = async (author: TestUser, companyId: string, rating = 4) => {
    const res = await author.agent.post('/api/reviews', { companyId, rating, title: 'Worth it', content: 'The delivery came on the day they promised.', topic: 'Delivery' });
    expect(res.status).toBe(201);
    return res.body as { id: string; createdAt: string; editedAt: string | null; earlierVersions: number };
  };
  const stored = async (id: string) =>
    (await t.db.query(`SELECT rating, title, content, topic, updated_at AS "updatedAt", edited_at AS "editedAt" FROM reviews WHERE id = $1`, [id]))[0];
  const versionRows = async (id: string) => (await t.db.query(`SELECT count(*)::int AS n FROM review_versions WHERE review_id = $1`, [id]))[0].n as number;

  it('are changed by their author only: not by another user, a moderator, an administrator, a business or the Business API', async () => {
    const company = await createCompany(lister);
    const author = await registerUser(t, { verified: true });
    const review = await write(author, company.id);
    const before = await stored(review.id);
    const change = { rating: 1, title: 'Changed by someone else', content: 'This text was written by someone else.' };

    for (const other of [await registerUser(t, { verified: true }), await registerStaff(t, 'moderator'), await registerStaff(t, 'admin')]) {
      expectError(await other.agent.put(`/api/reviews/${review.id}`, change), 403, /^You can only change your own reviews\.$/);
    }
    // A business session is another realm: the consumer route does not know it.
    const shop = await verifiedOwner(t, lister);
    expectError(await shop.agent.put(`/api/reviews/${review.id}`, change), 401);
    // The Business API reads reviews; it has no way to change one.
    const api = await apiOwner();
    const { key } = await newKey(api);
    const agent = t.agent();
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await agent.request(method, `/api/v1/reviews/${review.id}`, change, { authorization: `Bearer ${key}`, origin: '' });
      expect(res.status).toBe(404);
    }
    expect(await stored(review.id)).toEqual(before);
    expect((await t.agent().get(`/api/reviews/${review.id}`)).body.editedAt).toBeNull();

    // The author can.
    expect((await author.agent.put(`/api/reviews/${review.id}`, change)).body).toMatchObject(change);
  });

  it('that change something are marked edited with their date on every list of reviews, and webhooks carry it; one that changes nothing is not an edit', async () => {
    const shop = await verifiedOwner(t, lister);
    await registerEndpoint(shop, receiver, '/edited');
    const author = await registerUser(t, { verified: true });
    const review = await write(author, shop.companyId);
    expect(review.editedAt).toBeNull();

    // Nothing changed (the same values, spaces trimmed): not an edit, nothing marked.
    for (const same of [{}, { rating: 4 }, { title: '  Worth it ', topic: 'Delivery' }]) {
      expect((await author.agent.put(`/api/reviews/${review.id}`, same)).body.editedAt).toBeNull();
    }
    expect((await stored(review.id)).editedAt).toBeNull();

    // Each of title, text and topic is an edit.
    let last = null as string | null;
    for (const change of [{ title: 'Worth every penny' }, { content: 'The delivery came a day early, well packed.' }, { topic: 'Product Quality' }]) {
      const edited = await author.agent.put(`/api/reviews/${review.id}`, change);
      expect(edited.status).toBe(200);
      expect(edited.body.editedAt).not.toBeNull();
      expect(Date.parse(edited.body.editedAt)).toBeGreaterThan(Date.parse(review.createdAt));
      if (last) expect(Date.parse(edited.body.editedAt)).toBeGreaterThan(Date.parse(last));
      last = edited.body.editedAt;
    }
    const editedAt = last!;
    expect((await stored(review.id)).editedAt.toISOString()).toBe(editedAt);
    // A later edit that changes nothing keeps the date.
    expect((await author.agent.put(`/api/reviews/${review.id}`, { topic: 'Product Quality' })).body.editedAt).toBe(editedAt);

    const visitor = t.agent();
    const mine = (list: { id: string; editedAt: string | null }[]) => list.find((r) => r.id === review.id)?.editedAt;
    expect((await visitor.get(`/api/reviews/${review.id}`)).body.editedAt).toBe(editedAt);
    expect(mine((await visitor.get(`/api/companies/${shop.companyId}`)).body.reviews)).toBe(editedAt);
    expect(mine((await visitor.get(`/api/companies/${shop.companyId}?sort=lowest`)).body.reviews)).toBe(editedAt);
    expect(mine((await visitor.get(`/api/users/${author.user.id}/reviews`)).body)).toBe(editedAt);
    expect(mine((await visitor.get(`/api/reviews/recent?limit=50`)).body)).toBe(editedAt);
    expect(mine((await shop.agent.get(`/api/business/companies/${shop.companyId}/reviews?filter=all`)).body)).toBe(editedAt);
    expect((await visitor.get(`/api/widgets/${shop.companyId}`)).body.reviews[0].editedAt).toBe(editedAt);
    // The webhook's review.updated carries it (edits not sent yet join into one, its data the newest).
    const payloads = await t.db.query(`SELECT payload->'review'->>'editedAt' AS "editedAt" FROM webhook_deliveries WHERE review_id = $1 AND event_type = 'review.updated'`, [review.id]);
    expect(payloads.map((p: { editedAt: string }) => Date.parse(p.editedAt))).toContain(Date.parse(editedAt));
    const created = await t.db.query(`SELECT payload->'review' ? 'editedAt' AS has, payload->'review'->>'editedAt' AS "editedAt" FROM webhook_deliveries WHERE review_id = $1 AND event_type = 'review.created'`, [review.id]);
    expect(created).toEqual([{ has: true, editedAt: null }]);
  });

  it('the Business API v1 answers when a review was edited', async () => {
    const api = await apiOwner();
    const { key } = await newKey(api);
    const author = await registerUser(t, { verified: true });
    const review = await write(author, api.companyId);
    const edited = (await author.agent.put(`/api/reviews/${review.id}`, { title: 'Better than I thought' })).body.editedAt;
    expect(edited).not.toBeNull();
    const list = await server(key).get('/api/v1/reviews');
    expect(list.status).toBe(200);
    expect(list.body.find((r: { id: string }) => r.id === review.id).editedAt).toBe(edited);
  });

  it('keep the earlier version only when the rating changes, and the company figures move exactly as the rating does', async () => {
    const company = await createCompany(lister);
    const author = await registerUser(t, { verified: true });
    const review = await write(author, company.id, 4);
    const figures = async () => {
      const c = (await t.agent().get(`/api/companies/${company.id}`)).body;
      return { totalReviews: c.totalReviews, averageRating: c.averageRating, ratingDistribution: c.ratingDistribution };
    };

    // Title, text and topic: edits, with no version kept.
    await author.agent.put(`/api/reviews/${review.id}`, { title: 'Worth it, mostly', content: 'The delivery came on the day they promised, mostly.', topic: 'Product Quality' });
    expect(await versionRows(review.id)).toBe(0);
    const minor = (await t.agent().get(`/api/reviews/${review.id}`)).body;
    expect(minor.earlierVersions).toBe(0);
    expect((await t.agent().get(`/api/reviews/${review.id}/versions`)).body).toEqual({ versions: [] });
    const firstEdit = minor.editedAt as string;

    // The rating changes: the version readers saw until then is kept, with the date it was published.
    const down = await author.agent.put(`/api/reviews/${review.id}`, { rating: 2, title: 'Went downhill' });
    expect(down.body).toMatchObject({ rating: 2, title: 'Went downhill', earlierVersions: 1 });
    expect(await figures()).toEqual({ totalReviews: 1, averageRating: '2.0', ratingDistribution: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 0 } });

    // A second rating change keeps the second version too, the latest replaced first.
    const up = await author.agent.put(`/api/reviews/${review.id}`, { rating: 5 });
    expect(up.body.earlierVersions).toBe(2);
    expect(await figures()).toEqual({ totalReviews: 1, averageRating: '5.0', ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } });
    const versions = await t.agent().get(`/api/reviews/${review.id}/versions`);
    expect(versions.status).toBe(200);
    expect(versions.body).toEqual({
      versions: [
        { rating: 2, title: 'Went downhill', content: 'The delivery came on the day they promised, mostly.', topic: 'Product Quality', writtenAt: down.body.editedAt, replacedAt: up.body.editedAt },
        { rating: 4, title: 'Worth it, mostly', content: 'The delivery came on the day they promised, mostly.', topic: 'Product Quality', writtenAt: firstEdit, replacedAt: down.body.editedAt },
      ],
    });
    // And a first version keeps the date it was written.
    const fresh = await write(author, (await createCompany(lister)).id, 3);
    await author.agent.put(`/api/reviews/${fresh.id}`, { rating: 1 });
    expect((await t.agent().get(`/api/reviews/${fresh.id}/versions`)).body.versions[0]).toMatchObject({ rating: 3, writtenAt: fresh.createdAt });
  });

  it('are read by the public only while the review is published: a hidden review has none to read until restored; a deleted one takes them with it', async () => {
    const company = await createCompany(lister);
    const author = await registerUser(t, { verified: true });
    const review = await write(author, company.id, 5);
    await author.agent.put(`/api/reviews/${review.id}`, { rating: 1 });
    const visitor = t.agent();
    const shown = (await visitor.get(`/api/reviews/${review.id}/versions`)).body;
    expect(shown.versions).toHaveLength(1);

    const moderator = await registerStaff(t, 'moderator');
    expect((await moderator.agent.post(`/api/admin/reviews/${review.id}/hide`, { reason: 'personal_information', facts: FACTS })).status).toBe(200);
    expectError(await visitor.get(`/api/reviews/${review.id}/versions`), 404, /^Review not found\.$/);
    // Not to the author either, through the public route.
    expectError(await author.agent.get(`/api/reviews/${review.id}/versions`), 404);

    const restorer = await registerStaff(t, 'moderator');
    expect((await restorer.agent.post(`/api/admin/reviews/${review.id}/restore`, { facts: 'On a second look, the name was the shop’s own.' })).status).toBe(200);
    expect((await visitor.get(`/api/reviews/${review.id}/versions`)).body).toEqual(shown);

    expect((await author.agent.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    expectError(await visitor.get(`/api/reviews/${review.id}/versions`), 404);
    expect(await versionRows(review.id)).toBe(0);
    expectError(await visitor.get(`/api/reviews/not-an-id/versions`), 404);
  });

  it("are all answered for their author's own data, hidden reviews' too, and nobody else's", async () => {
    const author = await registerUser(t, { verified: true });
    const other = await registerUser(t, { verified: true });
    const [a, b] = [await createCompany(lister), await createCompany(lister)];
    const first = await write(author, a.id, 4);
    const second = await write(author, b.id, 2);
    const theirs = await write(other, a.id, 3);
    await author.agent.put(`/api/reviews/${first.id}`, { rating: 3 });
    await author.agent.put(`/api/reviews/${first.id}`, { rating: 1 });
    await author.agent.put(`/api/reviews/${second.id}`, { rating: 5 });
    await other.agent.put(`/api/reviews/${theirs.id}`, { rating: 1 });
    const moderator = await registerStaff(t, 'moderator');
    expect((await moderator.agent.post(`/api/admin/reviews/${second.id}/hide`, { reason: 'personal_information', facts: FACTS })).status).toBe(200);

    const versions = await t.app.get(ReviewsService).versionsByAuthor(author.user.id);
    const got = versions.map((v) => ({ reviewId: v.reviewId, rating: v.rating }));
    expect(got).toHaveLength(3);
    expect(got).toEqual(
      expect.arrayContaining([
        { reviewId: first.id, rating: 3 },
        { reviewId: first.id, rating: 4 },
        { reviewId: second.id, rating: 2 },
      ]),
    );
    // A review's versions come together, the most recently replaced first.
    const ofFirst = got.filter((v) => v.reviewId === first.id).map((v) => v.rating);
    expect(ofFirst).toEqual([3, 4]);
  });
});
