import { invitationIn, pendingInvitation, rememberPendingInvitation } from '../utils/invitation-link';

describe('invitation links', () => {
  it('reads a malformed escape as no invitation instead of throwing during render', () => {
    expect(invitationIn('/write-review/%ZZ?invitation=x')).toBeNull();
    expect(invitationIn('/write-review/abc?invitation=tok')).toEqual({ companyId: 'abc', token: 'tok', path: '/write-review/abc?invitation=tok' });
  });

  it('keeps the way back to an invitation for two days at most, not the invitation’s month', () => {
    const now = Date.UTC(2026, 10, 1);
    rememberPendingInvitation({ path: '/write-review/abc?invitation=tok', companyName: 'Acme', expiresAt: new Date(now + 30 * 86_400_000).toISOString() }, now);
    expect(pendingInvitation(now + 47 * 3_600_000)?.companyName).toBe('Acme');
    expect(pendingInvitation(now + 49 * 3_600_000)).toBeNull();
  });
});
