import {
  decideOnboardingSteps,
  type TOnboardingFacts,
  type TPolicyVersion,
  type TProblem,
  type TTenantNotification,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const path = '/api/admin/policies';

async function list(type: string, locale: string, options: { user?: string; tenant?: string } = {}) {
  const tenant = options.tenant ?? 'acme';
  return server.request(`${path}?type=${type}&locale=${locale}`, {
    host: `${tenant}.localhost`,
    headers: await bearer(server.database, tenant, options.user ?? `${tenant}-admin`),
  });
}

async function publish(body: unknown, options: { user?: string; tenant?: string } = {}) {
  const tenant = options.tenant ?? 'acme';
  return server.request(path, {
    method: 'POST',
    host: `${tenant}.localhost`,
    headers: await bearer(server.database, tenant, options.user ?? `${tenant}-admin`),
    body,
  });
}

async function auditCount(tenant = 'acme'): Promise<number> {
  const rows = await server.database.db
    .selectFrom('admin_audit_log')
    .select('id')
    .where('tenant_code', '=', tenant)
    .execute();
  return rows.length;
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();

describe('access to the policy versions', () => {
  it('answers 403 to a learner and a manager, 401 without a token', async () => {
    const body = { type: 'PRIVACY_POLICY', locale: 'en', version: '7.0', title: 'Privacy', htmlContent: '<p>x</p>' };
    for (const user of ['acme-learner', 'acme-manager']) {
      expect((await list('PRIVACY_POLICY', 'en', { user })).status).toBe(403);
      expect((await publish(body, { user })).status).toBe(403);
    }
    expect((await server.request(`${path}?type=PRIVACY_POLICY&locale=en`, { host: 'acme.localhost' })).status).toBe(
      401,
    );
  });
});

describe('the policy versions', () => {
  it("list the tenant's own versions of a type and language, newest first, with their state", async () => {
    const response = await list('TERMS_CONDITIONS', 'fr-CA');
    expect(response.status).toBe(200);
    const versions = response.json<TPolicyVersion[]>();
    expect(versions.map((v) => [v.version, v.state])).toEqual([
      ['2.0', 'inForce'],
      ['1.0', 'superseded'],
    ]);
    expect(versions.every((v) => v.tenantCode === 'acme' && v.locale === 'fr-CA')).toBe(true);
    const boreal = (await list('TERMS_CONDITIONS', 'fr-CA', { tenant: 'boreal' })).json<TPolicyVersion[]>();
    expect(boreal.every((v) => v.tenantCode === 'boreal')).toBe(true);
    expect(JSON.stringify(boreal)).not.toContain('acme');
  });

  it('refuses bad input with field errors and leaves no audit row', async () => {
    const before = await auditCount();
    const good = { type: 'PRIVACY_POLICY', locale: 'en', version: '8.0', title: 'Privacy', htmlContent: '<p>x</p>' };
    const cases: [unknown, string][] = [
      [{ ...good, type: 'COOKIES' }, 'type'],
      [{ ...good, locale: 'de' }, 'locale'],
      [{ ...good, version: '' }, 'version'],
      [{ ...good, version: 'v 2/é' }, 'version'],
      [{ ...good, version: 'x'.repeat(33) }, 'version'],
      [{ ...good, title: ' ' }, 'title'],
      [{ ...good, effectiveFrom: 'tomorrow' }, 'effectiveFrom'],
      [{ ...good, effectiveFrom: '2020-01-01T00:00:00Z' }, 'effectiveFrom'],
      [{ ...good, htmlContent: '' }, 'htmlContent'],
      [{ ...good, htmlContent: '<script>alert(1)</script>' }, 'htmlContent'],
      // The seeded version 2.0 of the English privacy policy exists already.
      [{ ...good, version: '2.0' }, 'version'],
    ];
    for (const [body, field] of cases) {
      const response = await publish(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<TProblem>().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await list('PRIVACY_POLICY', 'de')).status).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('publishes a later version, sanitised, with one audit row; it is the last but not yet in force', async () => {
    const before = await auditCount();
    const effectiveFrom = inAWeek();
    const response = await publish({
      type: 'PRIVACY_POLICY',
      locale: 'fr-CA',
      version: '3.0',
      title: 'Politique de confidentialité',
      effectiveFrom,
      htmlContent: '<h2>Nouveau</h2><p onclick="x()">Texte</p><script>alert(1)</script>',
    });
    expect(response.status).toBe(201);
    expect(response.json<TPolicyVersion>()).toMatchObject({
      version: '3.0',
      state: 'scheduled',
      notificationCode: 'acme-PRIVACY_POLICY-fr-CA-3.0',
      htmlContent: '<h2>Nouveau</h2><p>Texte</p>',
      effectiveFrom,
    });
    expect(await auditCount()).toBe(before + 1);
    const last = await server.request('/api/TenantNotification/GetLastNotification?type=PRIVACY_POLICY&locale=fr-CA', {
      host: 'acme.localhost',
    });
    expect(last.json<TTenantNotification>().version).toBe('3.0');
    const inForce = await server.request(
      '/api/TenantNotification/GetNotificationByType?type=PRIVACY_POLICY&locale=fr-CA',
      {
        host: 'acme.localhost',
      },
    );
    expect(inForce.json<TTenantNotification>().version).toBe('2.0');
    // The same version again is refused; another tenant may use the same label.
    expect((await publish({ ...response.json<TPolicyVersion>(), state: undefined })).status).toBe(400);
  });

  it('keeps every tenant to its own versions: boreal publishing leaves acme untouched', async () => {
    const response = await publish(
      { type: 'TERMS_CONDITIONS', locale: 'en', version: '5.0', title: 'Terms', htmlContent: '<p>Boréal</p>' },
      { tenant: 'boreal' },
    );
    expect(response.status).toBe(201);
    const acme = (await list('TERMS_CONDITIONS', 'en')).json<TPolicyVersion[]>();
    expect(acme.map((v) => v.version)).not.toContain('5.0');
  });

  it('publishes nothing when the audit row cannot be written', async () => {
    const failure = await failInsertsInto(server.database, 'admin_audit_log');
    try {
      const body = { type: 'TERMS_CONDITIONS', locale: 'fr-CA', version: '9.9', title: 'C', htmlContent: '<p>x</p>' };
      expect((await publish(body)).status).toBe(500);
    } finally {
      await failure.undo();
    }
    const versions = (await list('TERMS_CONDITIONS', 'fr-CA')).json<TPolicyVersion[]>();
    expect(versions.map((v) => v.version)).not.toContain('9.9');
  });
});

describe('a version published now', () => {
  it('is what GetLastNotification answers, and people who accepted the older one are asked again', async () => {
    const learner = await bearer(server.database, 'acme', 'acme-learner');
    const host = 'acme.localhost';
    const inForce = async () =>
      (
        await server.request('/api/TenantNotification/GetNotificationByType?type=TERMS_CONDITIONS&locale=en', { host })
      ).json<TTenantNotification>();
    const older = await inForce();
    const accepted = await server.request('/api/UserNotificationAcceptance', {
      method: 'POST',
      host,
      headers: learner,
      body: { notificationCode: older.notificationCode, tenantCode: 'acme', userCode: 'acme-learner' },
    });
    expect(accepted.status).toBe(200);
    const acceptedCodes = async () =>
      (await server.request('/api/UserNotificationAcceptance', { host, headers: learner }))
        .json<{ returnValue: { notificationCode: string }[] }>()
        .returnValue.map((a) => a.notificationCode);
    const facts = async (): Promise<TOnboardingFacts> => ({
      categoryPreferenceConfiguration: { updateFrequencyPeriod: 365 },
      userCategories: [],
      tenantCategories: [],
      privacyPolicy: null,
      termsAndConditions: await inForce(),
      acceptedNotificationCodes: await acceptedCodes(),
      isFirstPreferenceUpdated: false,
      isLearningPathModuleEnabled: false,
      learningPathOnboardingStatus: null,
      isAssessmentModuleEnabled: false,
      isCompetencyEnabled: false,
      pendingSkillAssessments: [],
      chosenRecommendationCount: 0,
    });
    expect(decideOnboardingSteps(await facts()).showTermsAndConditions).toBe(false);

    const response = await publish({
      type: 'TERMS_CONDITIONS',
      locale: 'en',
      version: '3.1',
      title: 'Terms and Conditions',
      htmlContent: '<p>New terms</p>',
    });
    expect(response.status).toBe(201);
    expect(response.json<TPolicyVersion>().state).toBe('inForce');
    const last = await server.request('/api/TenantNotification/GetLastNotification?type=TERMS_CONDITIONS&locale=en', {
      host,
    });
    expect(last.json<TTenantNotification>()).toMatchObject({ version: '3.1', htmlContent: '<p>New terms</p>' });
    expect((await inForce()).version).toBe('3.1');
    expect(decideOnboardingSteps(await facts()).showTermsAndConditions).toBe(true);
    const versions = (await list('TERMS_CONDITIONS', 'en')).json<TPolicyVersion[]>();
    expect(versions.slice(0, 2).map((v) => [v.version, v.state])).toEqual([
      ['3.1', 'inForce'],
      ['2.0', 'superseded'],
    ]);
  });
});
