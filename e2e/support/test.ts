import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { openWithSession, readAccessTokenWithSession } from './provider-sessions.ts';
import type { TAccessTokenWithSession, TOpenWithSession, TProviderSessions } from './provider-sessions.ts';

/** The binding the pages' init script reports violations through. */
const REPORT_BINDING = '__portalReportCspViolation';

/** Chromium's console text for a CSP violation (refused script, style, eval, frame, connection). */
export const CSP_CONSOLE_PATTERN = /Content[ -]Security[ -]Policy/i;

type TJourneyFixtures = {
  /** Every CSP violation of the test's pages so far; the test fails at its end when there is one. */
  cspViolations: string[];
  /**
   * Opens a portal address signed in as a demo account through the provider session of the
   * worker's first sign-in of that account, without the form (`./provider-sessions.ts`).
   */
  openWithSession: TOpenWithSession;
  /** An access token of a demo account for calls from Node, through the same provider sessions. */
  accessTokenWithSession: TAccessTokenWithSession;
};

type TWorkerFixtures = {
  providerSessions: TProviderSessions;
};

/**
 * Listens to a context for CSP violations: the `securitypolicyviolation` event of every document
 * (it also fires for a violation caught in code, such as a `Function('')` probe, that writes
 * nothing to the console), and the console messages Chromium writes for them.
 */
export async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, text: string) => {
    violations.push(text);
  });
  // Evaluated in the page as text: the journeys' TypeScript has no DOM types.
  await context.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      window.${REPORT_BINDING}?.(
        event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline') + ' in ' + event.documentURI +
          ' (' + event.sourceFile + ':' + event.lineNumber + ')',
      );
    });
  `);
  const watchConsole = (page: Page) => {
    page.on('console', (message) => {
      if (CSP_CONSOLE_PATTERN.test(message.text())) {
        violations.push(`console ${message.type()}: ${message.text()}`);
      }
    });
  };
  context.pages().forEach(watchConsole);
  context.on('page', watchConsole);
}

/**
 * Every journey imports `test` from here, not from `@playwright/test` (lint-enforced): each page of
 * the test's context is watched, and a CSP violation anywhere fails the journey (issue 24).
 */
export const test = base.extend<TJourneyFixtures, TWorkerFixtures>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCspViolations(context, violations);
      await use(violations);
      expect(violations, 'Content Security Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
  openWithSession: async ({ providerSessions }, use) => {
    await use((page, url, account) => openWithSession(providerSessions, page, url, account));
  },
  accessTokenWithSession: async ({ browser, providerSessions }, use) => {
    await use((url, email) => readAccessTokenWithSession(providerSessions, browser, url, email));
  },
  providerSessions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
});

export { expect };
