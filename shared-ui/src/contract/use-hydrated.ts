// Whether this component has been taken over by React in the browser. False on the server and
// while a server-rendered page hydrates (the HTML and the first render agree), true right after.
// A form's submit button is disabled until then: before the app has taken over, the browser would
// submit the form itself, to the page's own address (credentials in its query string).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
