/** A website address as people read it: "https://www.acme.example/" → "acme.example". */
export function websiteLabel(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const host = hostname.replace(/^www\./i, '');
    return pathname && pathname !== '/' ? `${host}${pathname.replace(/\/$/, '')}` : host;
  } catch {
    return url;
  }
}
