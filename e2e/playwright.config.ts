import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './support/e2e-server.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** Journeys that change the demo learner's password and language (see the `account-changes` project). */
const ACCOUNT_CHANGES = 'profile/profile.spec.ts';
/** The learner reads the article news.spec.ts scheduled (see the `news-published` project). */
const NEWS_PUBLISHED = 'news/news-published.spec.ts';
/** The learner hides and reorders their dashboard's widgets (see the `dashboard` project). */
const DASHBOARD = 'dashboard/dashboard.spec.ts';
/** The learner completes their skill assessment for good (see the `learner-skills` project). */
const LEARNER_SKILLS = 'skills/learner-skills.spec.ts';
/** The admin changes acme's brand colour and logo, restored after (see the `branding` project). */
const BRANDING = 'admin/branding.spec.ts';
/** The admin turns acme's News off and on again, restored after (see the `tenant-settings` project). */
const TENANT_SETTINGS = 'admin/tenant-settings.spec.ts';

/**
 * Journeys run in Debian's Chromium (Playwright's own browser download is not available here)
 * against the built web app served by the real server on a fresh SQLite database.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser at a time: on the two-core machines (here and CI) two Chromiums and the server
  // starve each other, and the same journeys took longer side by side (78 s) than in turn (52 s).
  workers: 1,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  // A two-core CI machine running Chromium and the server can take seconds per page: waits are
  // generous so that a slow machine is not taken for a broken page (a failure still fails, later).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: '../test-results',
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://acme.localhost:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The user asks for less motion: transitions and the skeletons' pulse stop (the theme respects
    // it), so a software-rendering Chromium does not redraw them and a click waits for no animation.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [ACCOUNT_CHANGES, NEWS_PUBLISHED, LEARNER_SKILLS, DASHBOARD, BRANDING, TENANT_SETTINGS],
    },
    // The learner reads the article a chromium journey scheduled a minute ahead: that minute passes
    // while the other journeys run rather than in a wait of its own.
    {
      name: 'news-published',
      use: { ...devices['Desktop Chrome'] },
      testMatch: NEWS_PUBLISHED,
      dependencies: ['chromium'],
    },
    // Journeys that change shared demo state run once every other journey, which meets it as seeded,
    // is done, a project each so that they never run side by side: first the learner's dashboard
    // layout (changed for a while, then reset: the visual journey photographs it; its tests one after
    // the other), then their skill assessment for good (the banner and onboarding journeys need it
    // pending), then acme's look and its modules (each put back after), and last the learner's
    // password and language (every journey before signs the learner in as seeded).
    {
      name: 'dashboard',
      use: { ...devices['Desktop Chrome'] },
      testMatch: DASHBOARD,
      fullyParallel: false,
      dependencies: ['news-published'],
    },
    {
      name: 'learner-skills',
      use: { ...devices['Desktop Chrome'] },
      testMatch: LEARNER_SKILLS,
      dependencies: ['dashboard'],
    },
    // The admin changes acme's look (put back after): after every journey that photographs it.
    {
      name: 'branding',
      use: { ...devices['Desktop Chrome'] },
      testMatch: BRANDING,
      fullyParallel: false,
      dependencies: ['learner-skills'],
    },
    // The admin turns a module off for a while (put back after): no other journey may run meanwhile.
    {
      name: 'tenant-settings',
      use: { ...devices['Desktop Chrome'] },
      testMatch: TENANT_SETTINGS,
      fullyParallel: false,
      dependencies: ['branding'],
    },
    {
      name: 'account-changes',
      use: { ...devices['Desktop Chrome'] },
      testMatch: ACCOUNT_CHANGES,
      dependencies: ['tenant-settings'],
    },
  ],
  webServer: {
    command: 'node e2e/support/start-e2e-server.ts',
    cwd: repositoryRoot,
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
