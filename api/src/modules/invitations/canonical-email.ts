/**
 * The mailbox an address reaches, as the opt-out list and the per-recipient limits count it: lower
 * case, without a "+tag" (which every large provider delivers to the same mailbox), and, at Gmail,
 * without dots. "Ann.Lee+shop@googlemail.com" and "annlee@gmail.com" are one person.
 */
export function canonicalEmail(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 0) return e;
  let local = e.slice(0, at).split('+')[0];
  let domain = e.slice(at + 1).replace(/\.$/, '');
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
