import { encodeBase64 } from '@portal/contracts';
import type { Locator, Page } from '@playwright/test';
import { findBlockingViolations, waitForAnimationsToFinish } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { openSignedIn } from '../support/sign-in.ts';
import type { TSignInLocale } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 22 "the look": screenshots of the main pages at a phone's and a wide screen's width, in
 * both languages and both colour schemes, kept as baselines (`--update-snapshots` after a change
 * to the look that was reviewed); the header stays one row; axe passes in both schemes.
 * One sign-in per language (sign-ins are rate limited per address): the pages, widths and schemes
 * of a language are taken in one browser page.
 */

const WIDTHS = [390, 1440] as const;
const SCHEMES = ['light', 'dark'] as const;

type TVisualLanguage = {
  locale: TSignInLocale;
  origin: string;
  email: string;
  /** A word of the demo catalogue: the search page's results. */
  searchWord: string;
  /** A resource the search finds: its page is "a resource". */
  resourceTitle: string;
};

const LANGUAGES: readonly TVisualLanguage[] = [
  {
    locale: 'en',
    origin: tenantOrigin('acme'),
    email: 'learner@acme.test',
    searchWord: 'coaching',
    resourceTitle: 'Coaching conversations that work',
  },
  {
    locale: 'fr-CA',
    origin: tenantOrigin('boreal'),
    email: 'apprenant@boreal.test',
    searchWord: 'cadenassage',
    resourceTitle: 'Cadenassage : la procédure pas à pas',
  },
];

type TVisualPage = {
  name: string;
  path: string;
  /** Pages outside the home shell have no main navigation. */
  isShell: boolean;
  /**
   * Parts whose content (and so height) follows what the other journeys do meanwhile (the
   * dashboard's widgets: points, up next, trending): masked, and the page photographed as far as
   * the first screen goes rather than whole.
   */
  liveParts?: string;
};

// The DOM as far as this check needs it (the journeys' TypeScript has no DOM types).
type TPageMedia = {
  document: { fonts: { status: string }; images: Iterable<{ complete: boolean; loading: string }> };
};

// Lazy images load once near the viewport, which a full-page screenshot never scrolls to.
function loadLazyImages(): void {
  for (const image of (globalThis as unknown as TPageMedia).document.images) {
    image.loading = 'eager';
  }
}

// A function, not a string: the portal's CSP forbids the eval a string predicate would need.
function areFontsAndImagesLoaded(): boolean {
  const { document } = globalThis as unknown as TPageMedia;
  return document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete);
}

/** The page once nothing more is on its way: no skeleton, no spinner, images and font loaded. */
async function waitForSettledPage(page: Page, isShell: boolean): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  if (isShell) {
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  }
  await page.evaluate(loadLazyImages);
  await page.waitForFunction(areFontsAndImagesLoaded, undefined, { timeout: 20_000 });
  await waitForAnimationsToFinish(page);
}

/**
 * Parts that change from run to run are masked: dates (the demo content is dated from the day of
 * the seed), the unread count (the notification journeys send to the same learner) and the
 * trending list (the resource journeys' views reorder it while this one runs).
 */
function dynamicParts(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByText(/^(Available since|Offerte depuis) /),
    page.getByTestId('notification-badge'),
    page.getByRole('region', { name: /^(Trending|Populaires)$/ }),
  ];
}

/**
 * The header is one row: a horizontal line crosses every visible link and button of the banner
 * (a wrapped item would sit below the others), and nothing sticks out of it.
 */
async function expectOneRowHeader(page: Page, where: string): Promise<void> {
  // Evaluated in the page as text: the journeys' TypeScript has no DOM types.
  const layout = await page.evaluate<{ isOneRow: boolean; sticksOut: boolean }>(`(() => {
    const header = document.querySelector('header');
    const boxes = [...header.querySelectorAll('a, button, input')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const lowestTop = Math.max(...boxes.map((box) => box.top));
    const highestBottom = Math.min(...boxes.map((box) => box.bottom));
    return { isOneRow: lowestTop < highestBottom, sticksOut: header.scrollWidth > header.clientWidth + 1 };
  })()`);
  expect(layout, `the header of ${where}`).toEqual({ isOneRow: true, sticksOut: false });
}

for (const language of LANGUAGES) {
  test(`the look in ${language.locale}: seven pages at 390 and 1440 px, light and dark`, async ({ page }) => {
    test.setTimeout(420_000);
    const { origin, locale } = language;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, `${origin}/dashboard`, { email: language.email, locale });

    // The resource page's address, through the search (ids are the database's).
    const searchPath = `/search?term=${encodeURIComponent(encodeBase64(language.searchWord))}&tab=RESOURCELIBRARY`;
    await page.goto(`${origin}${searchPath}`);
    await page.getByRole('link', { name: language.resourceTitle }).first().click();
    await expect(page).toHaveURL(/\/resources\/\d+$/);
    const resourcePath = new URL(page.url()).pathname;

    const pages: TVisualPage[] = [
      { name: 'dashboard', path: '/dashboard', isShell: true, liveParts: 'section[data-widget]' },
      { name: 'resources', path: '/resources', isShell: true },
      { name: 'resource', path: resourcePath, isShell: true },
      { name: 'search', path: searchPath, isShell: true },
      { name: 'profile', path: '/profile', isShell: true },
      { name: 'not-found', path: '/404', isShell: false },
      { name: 'onboarding', path: '/onboarding/welcome-begin', isShell: false },
    ];

    for (const target of pages) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${origin}${target.path}`);
      await waitForSettledPage(page, target.isShell);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        for (const width of WIDTHS) {
          const where = `${target.name} (${locale}, ${scheme}, ${width} px)`;
          await page.setViewportSize({ width, height: 900 });
          await waitForSettledPage(page, target.isShell);
          await expectOneRowHeader(page, where);
          await expect.soft(page, where).toHaveScreenshot(`${target.name}-${locale}-${scheme}-${width}.png`, {
            fullPage: target.liveParts === undefined,
            animations: 'disabled',
            caret: 'hide',
            mask: [...dynamicParts(page), ...(target.liveParts ? [page.locator(target.liveParts)] : [])],
            maxDiffPixelRatio: 0.015,
          });
        }
        const violations = await findBlockingViolations(page);
        expect
          .soft(violations, `serious or critical axe violations on ${target.name} (${locale}, ${scheme})`)
          .toEqual([]);
      }
    }
  });
}
