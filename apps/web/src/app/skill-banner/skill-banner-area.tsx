import { Suspense } from 'react';
import { importWhenOnline, lazyWhenOnline } from '../../lib/import-when-online';

// Beside the first page rather than in it (its budget, issue 24), and asked for as the app starts:
// the banner's answer needs the network too, so the code is there by the time the answer is.
const mountModule = importWhenOnline(() => import('./skill-banner-mount'));
const SkillBannerMount = lazyWhenOnline(async () => ({ default: (await mountModule).SkillBannerMount }));

/**
 * Settles once both of the banner's chunks are in, or could not load (never rejects). The home
 * shell's route waits for it (a loader), so the shell never paints without the banner's code: a
 * banner drawn a moment after the page would push the page down (a layout shift seen on a phone).
 */
export function skillBannerCodeLoaded(): Promise<null> {
  return mountModule.then(
    async (module) => {
      await module.bannerCodeLoaded;
      return null;
    },
    () => null,
  );
}

/** The home shell's skill-assessment banner area (the banner itself: `skill-banner-mount.tsx`). */
export function SkillBannerArea() {
  return (
    <Suspense fallback={null}>
      <SkillBannerMount />
    </Suspense>
  );
}
