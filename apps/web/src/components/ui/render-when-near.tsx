import { useIntersection } from '@mantine/hooks';
import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** How far below (or above) the screen content starts rendering: about a flick of the thumb. */
const NEAR_MARGIN = '300px 0px';

/**
 * Renders `children` once their place comes near the screen, keeping that place's height
 * meanwhile, and keeps them from then on. For costly content that nothing else depends on and
 * that the page says in words too (a chart beside the table of its figures): a phone opening the
 * page does not build it below the fold. Without IntersectionObserver it renders at once.
 */
export function RenderWhenNear({ height, children }: { height: number; children: ReactNode }) {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [isNear, setIsNear] = useState(!canObserve);
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: NEAR_MARGIN });
  const isIntersecting = entry?.isIntersecting === true;
  useEffect(() => {
    if (isIntersecting) {
      // A transition: React builds it in slices between the user's scrolls and taps.
      startTransition(() => setIsNear(true));
    }
  }, [isIntersecting]);
  return (
    <div ref={isNear ? undefined : ref} style={{ minHeight: height }}>
      {isNear ? children : null}
    </div>
  );
}
