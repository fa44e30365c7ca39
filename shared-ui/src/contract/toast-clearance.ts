// While toasts show, what the browser scrolls to (a focused control) stays clear of them: the
// page's scroll padding at the bottom is as tall as the toasts' stack, and the page gets as much
// room again below its end, so its last links can scroll up out from under them too.
import { useEffect, type RefObject } from 'react';

/** Room between a toast and a focused control, so its focus ring shows whole. */
const FOCUS_RING_ROOM_PX = 8;

/** `viewport`: the fixed list the toasts show in (empty, and 0 px high, when none shows). */
export function useToastClearance(viewport: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const list = viewport.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const clear = () => {
      root.style.removeProperty('scroll-padding-bottom');
      document.body.style.removeProperty('padding-bottom');
    };
    const update = () => {
      const box = list.getBoundingClientRect();
      if (box.height === 0) return clear();
      // From the stack's top to the window's bottom: the toasts and the gap below them.
      const covered = `${Math.ceil(window.innerHeight - box.top) + FOCUS_RING_ROOM_PX}px`;
      root.style.scrollPaddingBottom = covered;
      document.body.style.paddingBottom = covered;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list, { box: 'border-box' });
    // A window of another height moves the stack's top, not its size.
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      clear();
    };
  }, [viewport]);
}
