// For a page that shows what is at the top of the screen first and renders the rest right after:
// false on the first render, true once the browser has painted it. The second render is a
// transition, which React renders in slices between which the browser handles input.
//
// A first view rendered on the server is whole (crawlers and visitors without JavaScript read all
// of it), and the browser's first render must match it to hydrate: while the page the server
// rendered is on screen, this is true from the start. The shell says when that is over (the
// visitor moved to another page).
import { startTransition, useEffect, useState } from 'react';

let serverRenderedView = false;

/** The shell's: whether the page on screen is the one the server rendered (always, on the server). */
export function setServerRenderedView(value: boolean): void {
  serverRenderedView = value;
}

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(() => serverRenderedView);
  useEffect(() => {
    if (painted) return;
    // The frame that paints the first render, then a task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
