import type { ConsoleMessage, Page } from '@playwright/test';
import { CSP_CONSOLE_PATTERN } from './test.ts';

/** An error answer the journey provokes on purpose (a refused sign-in answers 401, say). */
export type TExpectedResponse = { status: number; url: RegExp };

type TWatchOptions = {
  expectedResponses?: readonly TExpectedResponse[];
};

// Chromium reports every error answer in the console too; an expected one is not a problem there either.
function isExpectedConsoleError(message: ConsoleMessage, expected: readonly TExpectedResponse[]): boolean {
  return expected.some(
    ({ status, url }) =>
      message.text().startsWith(`Failed to load resource: the server responded with a status of ${status}`) &&
      url.test(message.location().url),
  );
}

/**
 * Collects what a user would never see but what breaks pages: uncaught errors, console errors
 * (CSP violations among them) and failed requests. Every journey also fails on a CSP violation of
 * any page through the `test` of `./test.ts`.
 */
export function watchPageProblems(page: Page, { expectedResponses = [] }: TWatchOptions = {}): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedConsoleError(message, expectedResponses)) {
      problems.push(`console error: ${message.text()}`);
    } else if (CSP_CONSOLE_PATTERN.test(message.text())) {
      // Report-only and eval probes can come as warnings; a CSP message is a problem at any level.
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const isExpected = expectedResponses.some(
      ({ status, url }) => response.status() === status && url.test(response.url()),
    );
    if (response.status() >= 400 && !isExpected) {
      problems.push(`${response.status()} from ${response.url()}`);
    }
  });
  return () => problems;
}
