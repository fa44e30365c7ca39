// A review's author is mailed when the business first replies to it, and when a moderator hides
// it (with the statement of reasons and where to appeal); only at a confirmed address.
import { businessApi } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

interface Mail {
  subject: string;
  text_body: string;
  link: string;
}

describe('notices to a review’s author', () => {
  let t: TestApp;
  let moderator: TestUser;
  const { owner } = businessApi(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    moderator = await registerStaff(t);
  });
  afterAll(() => t.close());

  async function review(companyId: string, opts: { verified?: boolean } = {}): Promise<{ id: string; author: TestUser }> {
    const author = await registerUser(t, { verified: opts.verified ?? true });
    const res = await author.agent.post('/api/reviews', { companyId, rating: 2, title: 'Slow delivery', content: 'My parcel took three weeks to arrive, sadly.' });
    expect(res.status).toBe(201);
    return { id: res.body.id, author };
  }

  async function mailsTo(email: string, kind: string): Promise<Mail[]> {
    await t.mails();
    return t.db.query(`SELECT subject, text_body, link FROM mail_outbox WHERE kind = $2 AND to_address = $1 ORDER BY created_at DESC`, [email, kind]);
  }

  describe('the business replies', () => {
    it('mails the reviewer once, at the first reply, with a link to the review and none of the reply’s or review’s words', async () => {
      const o = await owner();
      const r = await review(o.companyId);
      const reply = (content: string) => o.agent.put(`/api/business/reviews/${r.id}/reply`, { content });
      expect((await reply('Sorry about that, we have changed carriers since.')).status).toBe(200);

      let mails = await mailsTo(r.author.user.email, 'review-reply');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`${o.companyName} replied to your review`);
      expect(mails[0].link).toBe(`${t.config.siteUrl}/companies/${o.companyId}#review-${r.id}`);
      expect(mails[0].text_body).toContain(`${o.companyName} has replied publicly to your 2-star review`);
      expect(mails[0].text_body).toContain(mails[0].link);
      for (const words of ['changed carriers', 'Slow delivery', 'three weeks']) expect(mails[0].text_body).not.toContain(words);

      // Edits, and a reply deleted and written again, mail nothing more.
      expect((await reply('Sorry about that: we changed carriers in May.')).status).toBe(200);
      expect((await o.agent.delete(`/api/business/reviews/${r.id}/reply`)).status).toBe(204);
      expect((await reply('Hello again!')).status).toBe(200);
      mails = await mailsTo(r.author.user.email, 'review-reply');
      expect(mails).toHaveLength(1);
    });

    it('names the company only once a moderator has checked its name', async () => {
      const o = await owner({ nameChecked: false });
      const r = await review(o.companyId);
      await o.agent.put(`/api/business/reviews/${r.id}/reply`, { content: 'Thank you for the feedback.' });
      const [mail] = await mailsTo(r.author.user.email, 'review-reply');
      expect(mail.subject).toBe('A business replied to your review');
      expect(mail.text_body).not.toContain(o.companyName);
    });

    it('mails no unconfirmed address, and no suspended author', async () => {
      const o = await owner();
      const unconfirmed = await review(o.companyId, { verified: false });
      await o.agent.put(`/api/business/reviews/${unconfirmed.id}/reply`, { content: 'Thank you for the feedback.' });
      expect(await mailsTo(unconfirmed.author.user.email, 'review-reply')).toHaveLength(0);

      const suspended = await review(o.companyId);
      await t.db.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [suspended.author.user.id]);
      await o.agent.put(`/api/business/reviews/${suspended.id}/reply`, { content: 'Thank you for the feedback.' });
      expect(await mailsTo(suspended.author.user.email, 'review-reply')).toHaveLength(0);
    });
  });

  describe('a moderator hides the review', () => {
    it('mails the author the statement of reasons and where to appeal', async () => {
      const o = await owner();
      const r = await review(o.companyId);
      const facts = 'The review names a member of staff by full name and home town.';
      const hidden = await moderator.agent.post(`/api/admin/reviews/${r.id}/hide`, { reason: 'personal_information', facts });
      expect(hidden.status).toBe(200);

      const [mail] = await mailsTo(r.author.user.email, 'review-hidden');
      expect(mail.subject).toBe('A moderator hid your review');
      expect(mail.link).toBe(`${t.config.siteUrl}/profile#hidden-reviews`);
      expect(mail.text_body).toContain(`your 2-star review of ${o.companyName}`);
      expect(mail.text_body).toContain('- Reason: Personal information');
      expect(mail.text_body).toContain('- Ground: Against our review guidelines (terms of service)');
      expect(mail.text_body).toContain(`- Facts and circumstances: ${facts}`);
      expect(mail.text_body).toContain('- Detected by automated means: no');
      expect(mail.text_body).toContain('- Decided by automated means: no (a moderator decided)');
      expect(mail.text_body).toMatch(/appeal it free of charge within six months of the decision; a different moderator decides/);
      expect(mail.text_body).toContain(`${t.config.siteUrl}/terms#dispute-settlement`);
      expect(mail.text_body).toContain(`${t.config.siteUrl}/profile#hidden-reviews`);
      expect(mail.text_body).not.toContain('three weeks');

      // The appeal the mail points to is there for the author.
      const mine = await r.author.agent.get('/api/reviews/hidden');
      expect(mine.body.map((h: { review: { id: string } }) => h.review.id)).toContain(r.id);
    });

    it('mails no unconfirmed address, and nothing when the hide is refused', async () => {
      const o = await owner();
      const r = await review(o.companyId, { verified: false });
      expect((await moderator.agent.post(`/api/admin/reviews/${r.id}/hide`, { reason: 'offensive', facts: 'Insults aimed at the staff.' })).status).toBe(200);
      expect(await mailsTo(r.author.user.email, 'review-hidden')).toHaveLength(0);

      const twice = await review(o.companyId);
      await moderator.agent.post(`/api/admin/reviews/${twice.id}/hide`, { reason: 'offensive', facts: 'Insults aimed at the staff.' });
      expectError(await moderator.agent.post(`/api/admin/reviews/${twice.id}/hide`, { reason: 'offensive', facts: 'Insults aimed at the staff.' }), 409);
      expect(await mailsTo(twice.author.user.email, 'review-hidden')).toHaveLength(1);
    });
  });
});
