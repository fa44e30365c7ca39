// Full-page browser navigations (not client-side routing), in one place so tests can replace them.
export function assignLocation(url: string): void {
  window.location.assign(url);
}
