// For a page that shows what is at the top of the screen first and renders the rest right after:
// false on the first render, true once the browser has painted it. The second render is a
// transition, which React renders in slices between which the browser handles input.
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame that paints the first render, then a task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
