import { lazy, Suspense } from 'react';

// Beside the first page rather than in it (its budget, issue 24), and asked for as the app starts:
// the banner's answer needs the network too, so the code is there by the time the answer is.
const mountModule = import('./skill-banner-mount');
const SkillBannerMount = lazy(async () => ({ default: (await mountModule).SkillBannerMount }));

/** The home shell's skill-assessment banner area (the banner itself: `skill-banner-mount.tsx`). */
export function SkillBannerArea() {
  return (
    <Suspense fallback={null}>
      <SkillBannerMount />
    </Suspense>
  );
}
