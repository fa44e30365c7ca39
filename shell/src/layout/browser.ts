// Full-page browser navigations (not client-side routing), in one place so tests can replace them.
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** The page's protocol ('https:' when it is served over TLS). */
export function pageProtocol(): string {
  return window.location.protocol;
}
