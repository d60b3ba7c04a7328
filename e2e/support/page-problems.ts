import type { Page } from '@playwright/test';

/**
 * Collects what a user would never see but what breaks pages: uncaught errors, console errors
 * (CSP violations among them) and failed requests.
 */
export function watchPageProblems(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} from ${response.url()}`);
    }
  });
  return () => problems;
}
