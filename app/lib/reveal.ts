import { prefersReducedMotion } from './reduced-motion';

/**
 * Scrolls the least needed to show `element` whole between the sticky header
 * and the bottom navigation (its CSS scroll margins say how much they cover).
 * Smooth unless the person asked for less motion.
 */
export function revealBelowHeader(element: Element | null): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView({
    block: 'nearest',
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}
