import {
  ReferenceDataValidation,
  type TBusinessType,
  type TCompetency,
  type TGetRefQuotientsResponse,
  type TGetTenantResponse,
  type TJobDesignation,
  type TJobRole,
  type TLocationType,
  type TPasswordConfig,
  type TProblem,
  type TTenantContact,
  type TTenantTag,
} from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
let learner: Record<string, string>;
let apprenant: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  learner = await bearer(server.database, 'acme', 'acme-learner');
  apprenant = await bearer(server.database, 'boreal', 'boreal-apprenant');
});
afterAll(async () => {
  await server.close();
});

const BOREAL = 'boreal.localhost';

function fieldsOf(response: { json: <T>() => T }): string[] {
  return Object.keys(response.json<TProblem>().errors ?? {});
}

/** Every signed-in GET of the module, with valid input. */
const SIGNED_IN_GETS = [
  '/api/tenant',
  '/api/tenant/JobDesignations',
  '/api/tenant/tenantTags',
  `/api/tenant/tenantUrlTags?url=${encodeURIComponent('http://acme.localhost/')}`,
  '/api/tenant/GetTenantLocationTypes',
  '/api/tenant/GetAllBussinessTypes',
  '/api/tenant/JobRolesForBussinessType?bussinessTypeCodes=RETAIL',
  '/api/tenant/competencies',
  '/api/tenant/refquotients',
  '/api/tenant/contacts',
];

describe('access', () => {
  it.each(SIGNED_IN_GETS)('GET %s answers 401 without a token and with a token of another tenant', async (path) => {
    const anonymous = await server.request(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await server.request(path, { headers: apprenant })).status).toBe(401);
  });

  it.each(SIGNED_IN_GETS)('GET %s answers a signed-in learner', async (path) => {
    expect((await server.request(path, { headers: learner })).status).toBe(200);
  });

  it('POST /api/Tenant/executeScript/PostLogin answers 401 without a token', async () => {
    const response = await server.request('/api/Tenant/executeScript/PostLogin', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it.each(['/api/tenant/JobDesignations?locale=de', '/api/tenant/contacts?locale=en&locale=fr-CA'])(
    'answers %s (an unknown or repeated locale) with a 400 naming locale',
    async (path) => {
      const response = await server.request(path, { headers: learner });
      expect(response.status).toBe(400);
      expect(fieldsOf(response)).toEqual(['locale']);
    },
  );
});

describe('GET /api/tenant', () => {
  it('answers the tenant with the metadata the web app needs for the idle timeout', async () => {
    const response = await server.request('/api/tenant', { headers: learner });
    expect(response.json<TGetTenantResponse>()).toEqual({
      tenantCode: 'acme',
      tenantName: 'Acme Corporation',
      defaultLocale: 'en',
      metaData: {
        competenciesEnabled: true,
        competencyUserViewEnabled: true,
        userIdleTimeOutConfig: { idleTimerStartAfterInSeconds: 900, timeoutAfterInSeconds: 60 },
        postLoginScriptEnabled: false,
      },
    });
  });

  it("answers boreal's own metadata on boreal's host", async () => {
    await server.database.db
      .updateTable('tenant_metadata')
      .set({ competency_user_view_enabled: false, idle_timer_start_after_seconds: 1200 })
      .where('tenant_code', '=', 'boreal')
      .execute();
    const response = await server.request('/api/tenant', { host: BOREAL, headers: apprenant });
    expect(response.json<TGetTenantResponse>()).toMatchObject({
      tenantCode: 'boreal',
      defaultLocale: 'fr-CA',
      metaData: {
        competencyUserViewEnabled: false,
        userIdleTimeOutConfig: { idleTimerStartAfterInSeconds: 1200, timeoutAfterInSeconds: 60 },
      },
    });
    const acme = await server.request('/api/tenant', { headers: learner });
    expect(acme.json<TGetTenantResponse>().metaData.userIdleTimeOutConfig.idleTimerStartAfterInSeconds).toBe(900);
  });
});

describe('GET /api/tenant/PasswordConfig', () => {
  it("answers the tenant's rules before sign-in", async () => {
    const response = await server.request('/api/tenant/PasswordConfig');
    expect(response.status).toBe(200);
    expect(response.json<TPasswordConfig>()).toEqual({
      minLength: 10,
      maxLength: 128,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
      requireSpecial: true,
    });
  });

  it("answers each tenant's own rules, and the defaults for a tenant without any", async () => {
    await server.database.db
      .updateTable('tenant_password_policies')
      .set({ min_length: 14 })
      .where('tenant_code', '=', 'boreal')
      .execute();
    const boreal = await server.request('/api/tenant/PasswordConfig', { host: BOREAL });
    expect(boreal.json<TPasswordConfig>().minLength).toBe(14);
    expect((await server.request('/api/tenant/PasswordConfig')).json<TPasswordConfig>().minLength).toBe(10);
    await server.database.db.deleteFrom('tenant_password_policies').where('tenant_code', '=', 'boreal').execute();
    const defaults = await server.request('/api/tenant/PasswordConfig', { host: BOREAL });
    expect(defaults.json<TPasswordConfig>()).toMatchObject({ minLength: 10, requireSpecial: false });
  });

  it('answers an unknown host with a 404 problem', async () => {
    const response = await server.request('/api/tenant/PasswordConfig', { host: 'nobody.example.com' });
    expect(response.status).toBe(404);
    expect(response.json<TProblem>().code).toBe('tenant_not_found');
  });
});

describe('GET /api/tenant/JobDesignations and /tenantTags', () => {
  it('names each item in the language asked for, with both names, in the tenant order', async () => {
    const response = await server.request('/api/tenant/JobDesignations?locale=fr-CA', { headers: learner });
    const designations = response.json<TJobDesignation[]>();
    expect(designations.map((item) => item.code)).toEqual(['EMPLOYEE', 'SUPERVISOR', 'MANAGER', 'DIRECTOR']);
    expect(designations[2]).toEqual({
      code: 'MANAGER',
      name: 'Gestionnaire',
      nameEn: 'Manager',
      nameFr: 'Gestionnaire',
    });
  });

  it("answers only the tenant's own tags, in the tenant's language by default", async () => {
    const acme = await server.request('/api/tenant/tenantTags', { headers: learner });
    const acmeTags = acme.json<TTenantTag[]>().map((tag) => tag.tag);
    expect(acmeTags).toEqual(expect.arrayContaining(['sales', 'store-12', 'new-hire', 'brand-acme']));
    expect(acmeTags).not.toContain('atelier');
    const boreal = await server.request('/api/tenant/tenantTags', { host: BOREAL, headers: apprenant });
    expect(boreal.json<TTenantTag[]>().find((tag) => tag.tag === 'sst')?.name).toBe('Santé et sécurité du travail');
  });
});

describe('GET /api/tenant/tenantUrlTags', () => {
  const urlTags = async (url: string, host?: string) => {
    const response = await server.request(`/api/tenant/tenantUrlTags?url=${encodeURIComponent(url)}`, {
      headers: host === BOREAL ? apprenant : learner,
      ...(host ? { host } : {}),
    });
    expect(response.status).toBe(200);
    return response.json<TTenantTag[]>().map((tag) => tag.tag);
  };

  it('answers the tags of the host, and of a path prefix on a segment boundary', async () => {
    expect(await urlTags('http://acme.localhost:3000/dashboard')).toEqual(['brand-acme']);
    expect(await urlTags('http://acme.localhost:3000/express/deals?x=1')).toEqual(['brand-acme', 'brand-acme-express']);
    expect(await urlTags('http://ACME.localhost/EXPRESS')).toEqual(['brand-acme', 'brand-acme-express']);
    expect(await urlTags('http://acme.localhost/expressway')).toEqual(['brand-acme']);
  });

  it('matches subdomains of a *.host pattern but not the bare host, each tag once', async () => {
    expect(await urlTags('https://store.acme.example/')).toEqual(['brand-acme']);
    expect(await urlTags('https://express.acme.example/')).toEqual(['brand-acme', 'brand-acme-express']);
    expect(await urlTags('https://acme.example/')).toEqual([]);
    expect(await urlTags('https://evil-acme.example/')).toEqual([]);
  });

  it("never answers another tenant's tags", async () => {
    expect(await urlTags('http://boreal.localhost/')).toEqual([]);
    expect(await urlTags('http://boreal.localhost/', BOREAL)).toEqual(['marque-boreal']);
    expect(await urlTags('http://acme.localhost/', BOREAL)).toEqual([]);
  });

  it.each([
    ['no url', '/api/tenant/tenantUrlTags'],
    ['a relative url', `/api/tenant/tenantUrlTags?url=${encodeURIComponent('/dashboard')}`],
    ['a javascript: url', `/api/tenant/tenantUrlTags?url=${encodeURIComponent('javascript:alert(1)')}`],
    [
      'an oversize url',
      `/api/tenant/tenantUrlTags?url=http://acme.localhost/${'a'.repeat(ReferenceDataValidation.maxUrlLength)}`,
    ],
    ['a repeated url', '/api/tenant/tenantUrlTags?url=http%3A%2F%2Fa.b&url=http%3A%2F%2Fc.d'],
  ])('answers %s with a 400 naming url', async (_case, path) => {
    const response = await server.request(path, { headers: learner });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['url']);
  });
});

describe('GET /api/tenant/GetTenantLocationTypes and /GetAllBussinessTypes', () => {
  it('answers the levels of the location tree, top first', async () => {
    const response = await server.request('/api/tenant/GetTenantLocationTypes', { headers: learner });
    const types = response.json<TLocationType[]>();
    expect(types.map((type) => [type.code, type.level])).toEqual([
      ['COUNTRY', 1],
      ['REGION', 2],
      ['STORE', 3],
      ['DISTRIBUTION_CENTRE', 3],
      ['OFFICE', 3],
    ]);
    const boreal = await server.request('/api/tenant/GetTenantLocationTypes', { host: BOREAL, headers: apprenant });
    expect(boreal.json<TLocationType[]>().map((type) => type.name)).toEqual(['Usine', 'Atelier']);
  });

  it('answers the business types with their brands', async () => {
    const response = await server.request('/api/tenant/GetAllBussinessTypes?locale=fr-CA', { headers: learner });
    expect(response.json<TBusinessType[]>()).toEqual([
      {
        code: 'RETAIL',
        name: 'Commerce de détail',
        nameEn: 'Retail',
        nameFr: 'Commerce de détail',
        brands: [
          { code: 'ACME', name: 'Acme' },
          { code: 'ACME_EXPRESS', name: 'Acme Express' },
        ],
      },
      {
        code: 'DISTRIBUTION',
        name: 'Distribution',
        nameEn: 'Distribution',
        nameFr: 'Distribution',
        brands: [{ code: 'ACME_LOGISTICS', name: 'Acme Logistics' }],
      },
    ]);
  });
});

describe('GET /api/tenant/JobRolesForBussinessType', () => {
  const roleCodes = async (query: string) => {
    const response = await server.request(`/api/tenant/JobRolesForBussinessType?${query}`, { headers: learner });
    expect(response.status).toBe(200);
    return response.json<TJobRole[]>().map((role) => role.code);
  };

  it('answers the roles of one business type, and the roles of every business type', async () => {
    expect(await roleCodes('bussinessTypeCodes=RETAIL')).toEqual([
      'SALES_ASSOCIATE',
      'STORE_MANAGER',
      'LEARNING_ADMIN',
    ]);
  });

  it('takes the parameter repeated, duplicates included', async () => {
    expect(
      await roleCodes('bussinessTypeCodes=RETAIL&bussinessTypeCodes=DISTRIBUTION&bussinessTypeCodes=RETAIL'),
    ).toEqual(['SALES_ASSOCIATE', 'STORE_MANAGER', 'WAREHOUSE_ASSOCIATE', 'SHIPPING_SUPERVISOR', 'LEARNING_ADMIN']);
  });

  it("knows the roles the demo users carry, and none of another tenant's", async () => {
    const response = await server.request(
      '/api/tenant/JobRolesForBussinessType?bussinessTypeCodes=DISTRIBUTION&locale=fr-CA',
      { headers: learner },
    );
    expect(response.json<TJobRole[]>()).toContainEqual({
      code: 'LEARNING_ADMIN',
      name: 'Administrateur de la formation',
      nameEn: 'Learning Administrator',
      nameFr: 'Administrateur de la formation',
      businessTypeCode: null,
    });
    expect(await roleCodes('bussinessTypeCodes=MANUFACTURING')).toEqual(['LEARNING_ADMIN']);
    const boreal = await server.request('/api/tenant/JobRolesForBussinessType?bussinessTypeCodes=MANUFACTURING', {
      host: BOREAL,
      headers: apprenant,
    });
    expect(boreal.json<TJobRole[]>().map((role) => role.code)).toEqual([
      'TECHNICIEN',
      'OPERATEUR',
      'CHEF_ATELIER',
      'RESPONSABLE_FORMATION',
    ]);
  });

  it.each([
    ['no code', '', 'bussinessTypeCodes'],
    ['an empty code', 'bussinessTypeCodes=', 'bussinessTypeCodes.0'],
    ['a malformed code among good ones', 'bussinessTypeCodes=RETAIL&bussinessTypeCodes=a%20b', 'bussinessTypeCodes.1'],
    [
      'an oversize code',
      `bussinessTypeCodes=${'A'.repeat(ReferenceDataValidation.maxCodeLength + 1)}`,
      'bussinessTypeCodes.0',
    ],
    [
      'too many codes',
      Array.from(
        { length: ReferenceDataValidation.maxCodesPerRequest + 1 },
        (_, index) => `bussinessTypeCodes=C${index}`,
      ).join('&'),
      'bussinessTypeCodes',
    ],
  ])('answers %s with a 400 naming the field', async (_case, query, field) => {
    const response = await server.request(`/api/tenant/JobRolesForBussinessType?${query}`, { headers: learner });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
  });
});

describe('GET /api/tenant/competencies, /refquotients and /contacts', () => {
  it('answers the competencies, each parent before its children', async () => {
    const response = await server.request('/api/tenant/competencies', { headers: learner });
    const competencies = response.json<TCompetency[]>();
    // The reference data's competencies, then those the skills seed adds (seed-skills.ts).
    expect(competencies.map((item) => item.code)).toEqual([
      'CUSTOMER_SERVICE',
      'ACTIVE_LISTENING',
      'COMPLAINT_HANDLING',
      'CUSTOMER_GREETING',
      'ACCESSIBLE_SERVICE',
      'PRODUCT_KNOWLEDGE',
      'PRODUCT_FEATURES',
      'MERCHANDISING',
      'INVENTORY_COUNTS',
      'LEADERSHIP',
      'COACHING',
      'SCHEDULING',
      'FEEDBACK',
      'DELEGATION',
      'LEADING_CHANGE',
      'SALES',
      'CONSULTATIVE_SELLING',
      'UPSELLING',
      'LOYALTY_PROGRAM',
      'OMNICHANNEL',
      'STORE_OPERATIONS',
      'POINT_OF_SALE',
      'WORKPLACE_SAFETY',
      'DATA_PRIVACY',
    ]);
    const parent = competencies[0];
    expect(parent?.parentCompetencyId).toBeNull();
    expect(competencies[1]?.parentCompetencyId).toBe(parent?.competencyId);
    const boreal = await server.request('/api/tenant/competencies', { host: BOREAL, headers: apprenant });
    expect(boreal.json<TCompetency[]>()[1]).toMatchObject({
      code: 'CADENASSAGE',
      name: 'Cadenassage',
      nameEn: 'Lockout',
    });
  });

  it('answers the quotients in the envelope the spec reads (returnValue)', async () => {
    const response = await server.request('/api/tenant/refquotients?locale=fr-CA', { headers: learner });
    const body = response.json<TGetRefQuotientsResponse>();
    expect(body.success).toBe(true);
    expect(body.message).toBeNull();
    expect(body.returnValue.map((quotient) => [quotient.code, quotient.minScore, quotient.maxScore])).toEqual([
      ['BEGINNER', 0, 39],
      ['DEVELOPING', 40, 69],
      ['PROFICIENT', 70, 89],
      ['EXPERT', 90, 100],
    ]);
    expect(body.returnValue[0]?.name).toBe('Débutant');
  });

  it('answers the help-desk contacts with their names in English and French', async () => {
    const response = await server.request('/api/tenant/contacts', { headers: learner });
    const [helpDesk] = response.json<TTenantContact[]>();
    expect(helpDesk).toMatchObject({
      name: 'Learning Help Desk',
      nameEn: 'Learning Help Desk',
      nameFr: 'Centre d’assistance à la formation',
      role: 'Help desk',
      roleFr: 'Soutien technique',
      email: 'learning-help@acme.test',
    });
    const boreal = await server.request('/api/tenant/contacts', { host: BOREAL, headers: apprenant });
    expect(boreal.json<TTenantContact[]>().map((contact) => contact.name)).toEqual(['Soutien à la formation']);
  });
});

describe('POST /api/Tenant/executeScript/PostLogin', () => {
  const path = '/api/Tenant/executeScript/PostLogin';
  const setScript = async (tenantCode: string, isEnabled: boolean, urlTemplate: string) => {
    await server.database.db.deleteFrom('tenant_post_login_scripts').where('tenant_code', '=', tenantCode).execute();
    await server.database.db
      .insertInto('tenant_post_login_scripts')
      .values({ tenant_code: tenantCode, is_enabled: isEnabled, url_template: urlTemplate })
      .execute();
  };
  afterEach(async () => {
    await server.database.db.deleteFrom('tenant_post_login_scripts').execute();
  });

  it('answers an empty text body when the tenant has no script, with or without a JSON content type', async () => {
    const bare = await server.request(path, { method: 'POST', headers: learner });
    expect(bare.status).toBe(200);
    expect(bare.headers['content-type']).toContain('text/plain');
    expect(bare.text).toBe('');
    const json = await server.request(path, {
      method: 'POST',
      headers: { ...learner, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(200);
    expect(json.text).toBe('');
    const withBody = await server.request(path, { method: 'POST', headers: learner, body: {} });
    expect(withBody.status).toBe(200);
  });

  it("answers the tenant's URL with the user's values, URL-encoded, and says so in the metadata", async () => {
    await setScript('acme', true, 'https://survey.acme.example/welcome?user={userCode}&tenant={tenantCode}');
    const response = await server.request(path, { method: 'POST', headers: learner });
    expect(response.text).toBe('https://survey.acme.example/welcome?user=acme-learner&tenant=acme');
    const tenant = await server.request('/api/tenant', { headers: learner });
    expect(tenant.json<TGetTenantResponse>().metaData.postLoginScriptEnabled).toBe(true);
    const boreal = await server.request(path, { method: 'POST', host: BOREAL, headers: apprenant });
    expect(boreal.text).toBe('');
  });

  it('answers a same-origin path, and nothing while the script is disabled', async () => {
    await setScript('acme', true, '/onboarding/welcome-begin');
    expect((await server.request(path, { method: 'POST', headers: learner })).text).toBe('/onboarding/welcome-begin');
    await setScript('acme', false, 'https://survey.acme.example/');
    expect((await server.request(path, { method: 'POST', headers: learner })).text).toBe('');
  });

  it.each(['javascript:alert(document.cookie)', '//evil.example/phish', 'data:text/html,hi'])(
    'refuses to send the browser to %s (empty answer)',
    async (template) => {
      await setScript('acme', true, template);
      const response = await server.request(path, { method: 'POST', headers: learner });
      expect(response.status).toBe(200);
      expect(response.text).toBe('');
    },
  );

  it('answers a malformed JSON body with a 400', async () => {
    const response = await server.request(path, { method: 'POST', headers: learner, rawBody: '{"a":' });
    expect(response.status).toBe(400);
  });
});
