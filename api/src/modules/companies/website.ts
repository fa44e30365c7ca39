/**
 * The comparable domain of a website: lower-case host without "www.", so that
 * "https://WWW.Example.com/about" and "example.com" name the same business.
 * Answers null when the text is not an http(s) address with a dotted host name.
 */
export function websiteDomain(website: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A business website is a public host name: no credentials, no bare IP address.
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || /^[\d.]+$/.test(host)) return null;
  return host;
}

/** The website as stored: with a scheme, so it can be linked. */
export function normaliseWebsite(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
