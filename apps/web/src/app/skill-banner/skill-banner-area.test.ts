import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./skill-banner-mount');
  vi.resetModules();
});

describe('skillBannerCodeLoaded (what the home shell route waits for)', () => {
  it('settles once the banner mount and the banner itself have loaded', async () => {
    let bannerLoaded = false;
    vi.doMock('./skill-banner-mount', () => ({
      SkillBannerMount: () => null,
      bannerCodeLoaded: new Promise((resolve) => setTimeout(resolve, 30)).then(() => {
        bannerLoaded = true;
      }),
    }));
    const { skillBannerCodeLoaded } = await import('./skill-banner-area');
    await expect(skillBannerCodeLoaded()).resolves.toBeNull();
    expect(bannerLoaded).toBe(true);
  });

  it('settles, never rejects, when the banner code cannot load: the shell renders without it', async () => {
    vi.doMock('./skill-banner-mount', () => {
      throw new Error('chunk failed to load');
    });
    const { skillBannerCodeLoaded } = await import('./skill-banner-area');
    await expect(skillBannerCodeLoaded()).resolves.toBeNull();
  });
});
