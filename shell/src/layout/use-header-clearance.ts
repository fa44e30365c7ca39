// Keeps what the browser scrolls to (a focused control, a #link's target) clear of the sticky
// header: the page's scroll padding follows the header's height, which grows when it wraps (a
// narrow screen, zoom, a larger text size).
import { useEffect, type RefObject } from 'react';

/** Room between the header and a focused control, so its focus ring shows whole. */
export const FOCUS_RING_ROOM_PX = 8;

/** `frame`: the element the sticky header is a child of. */
export function useHeaderClearance(frame: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = frame.current?.querySelector<HTMLElement>(':scope > header');
    if (!header) return;
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingTop = `${Math.ceil(header.getBoundingClientRect().height) + FOCUS_RING_ROOM_PX}px`;
    };
    update();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('scroll-padding-top');
    const observer = new ResizeObserver(update);
    observer.observe(header, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [frame]);
}
