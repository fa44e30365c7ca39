// A script's smooth scroll is not reached by the CSS that turns motion down (scroll-behavior
// applies only to scrolls the page itself starts with 'auto'), so it asks the system directly.

/** 'smooth', or 'auto' (an instant jump) for someone who asks their system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
