import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 rules, levels A and AA: what issue 4 asks of the shell. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail a journey; minor and moderate findings are left to review. */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

// The DOM of the page as far as this check needs it (the journeys' TypeScript has no DOM types).
type TPageAnimations = {
  document: {
    getAnimations(): { playState: string; effect: { getComputedTiming(): { endTime?: number | string } } | null }[];
  };
};

// True once every entrance (an animation or CSS transition of a second or less) has ended: a modal
// or drawer fading in would otherwise be analysed half transparent, and fail contrast checks a person
// never sees. A longer one shows time passing (a toast's time left) and changes no contrast: waiting
// for it held each check after a toast for seconds. A function, not a string: the portal's CSP
// forbids the eval a string predicate would need.
function areAnimationsFinished(): boolean {
  const longestEntranceMs = 1000;
  try {
    return (globalThis as unknown as TPageAnimations).document.getAnimations().every((animation) => {
      const endTime = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== 'running' || typeof endTime !== 'number' || endTime > longestEntranceMs;
    });
  } catch {
    // An animation can end (and lose its effect) while it is inspected: "not yet".
    return false;
  }
}

/** Waits until nothing on the page is fading or sliding in. */
export async function waitForAnimationsToFinish(page: Page): Promise<void> {
  await page.waitForFunction(areAnimationsFinished);
}

/**
 * Runs axe on the whole page with the WCAG A/AA tags and returns the serious and critical
 * violations, one readable line per violation and element: rule id, impact, help, the element's
 * selector and HTML, and the failure summary, so a failing journey says what to fix and where.
 *
 * The same rules on the same page, at a quarter of the cost (the journeys run ~160 checks):
 * - only violations are read, so axe keeps one example node of the passes, incomplete and
 *   inapplicable results instead of every node (less to build, serialise and carry back);
 * - a page without frames is analysed in place (`axe.run`). The default runs axe in each frame and
 *   finishes in a new blank tab that it opens and closes for every check: needed to reach frames of
 *   other origins, and kept for a page that has any frame.
 * Measured side by side on /dashboard (shared machine under load): 22 s a check, 14.5 s with
 * violations only, 5.7 s analysed in place; the same violations each way.
 */
export async function findBlockingViolations(page: Page): Promise<string[]> {
  await waitForAnimationsToFinish(page);
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags([...WCAG_AA_TAGS]);
  if (page.frames().length === 1) {
    axe.setLegacyMode(true);
  }
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replaceAll(/\s+/g, ' ').trim();
        return (
          `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} [${violation.helpUrl}]\n` +
          `    target: ${JSON.stringify(node.target)}\n` +
          `    html: ${node.html.slice(0, 300)}\n` +
          `    ${summary}`
        );
      }),
    );
}
