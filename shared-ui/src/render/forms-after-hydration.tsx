import type { ReactNode } from 'react';
import { useHydrated } from 'shared-ui/contract';

// A page the server rendered is on screen before the app has taken it over: its form controls are
// disabled until then (a disabled fieldset), so nothing typed is lost to hydration and no form is
// submitted by the browser itself, to the page's own address with its fields in the query string.
// Links work throughout. `display: contents`: the fieldset adds no box of its own.
const UNTIL_HYDRATED = { border: 0, padding: 0, margin: 0, minWidth: 0, display: 'contents' } as const;

export function FormsAfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={UNTIL_HYDRATED}>
      {children}
    </fieldset>
  );
}

