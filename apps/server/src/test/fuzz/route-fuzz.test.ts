import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from '../../plugins/route-access.ts';
import { bearer } from '../access-tokens.ts';
import { startTestServer, type TTestServer } from '../test-server.ts';
import { arbitraryFor, type TComponents, type TJsonSchema } from './schema-arbitrary.ts';
import { FUZZ_REQUEST_HEADER, tagRequests, watchWrites, type TWriteLog } from './write-log.ts';

/**
 * Issue 23: every route of the OpenAPI document, fuzzed with inputs generated from its own schemas
 * (fast-check), signed in as each kind of person: no answer is a 5xx, none carries a stack trace,
 * none hangs, and a refused request (any 4xx) leaves no row written. `./portal test` runs a few
 * inputs per route; `npm run fuzz` runs FUZZ_RUNS=1000.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const REQUEST_TIMEOUT_MS = 15_000;
const STACK_TRACE = /\n\s+at .+:\d+:\d+/;
// Who calls: a learner, a manager with a line below them, the tenant's administrator, and nobody.
const PERSONAS = ['acme-learner', 'acme-manager', 'acme-admin', null] as const;

type TParameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: TJsonSchema };
type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};
type TOpenApi = { paths: Record<string, Record<string, TOperation>>; components?: { schemas?: TComponents } };
type TRoute = { method: string; path: string; operation: TOperation };

let server: TTestServer;
let writeLog: TWriteLog;
let routes: TRoute[];
let components: TComponents;
const tokens = new Map<string, Record<string, string>>();

/** A route outside the document that writes a row and keeps it, rolls it back, or keeps it and refuses anyway. */
function addWriteProbe(app: FastifyInstance): void {
  app.post<{ Querystring: { outcome?: string } }>(
    '/api/test/write-probe',
    { config: { access: PUBLIC }, schema: { hide: true } },
    async (request, reply) => {
      const refusal = new Error('refused after writing');
      try {
        await app.database.db.transaction().execute(async (trx) => {
          await sql`update tenants set name = name where tenant_code = 'acme'`.execute(trx);
          if (request.query.outcome === 'rollback') {
            throw refusal;
          }
        });
      } catch (error) {
        if (error !== refusal) {
          throw error;
        }
        return reply.code(409).send({ refused: true });
      }
      return reply.code(request.query.outcome === 'refuse' ? 409 : 204).send();
    },
  );
}

beforeAll(async () => {
  server = await startTestServer({
    configure: (app) => {
      tagRequests(app);
      addWriteProbe(app);
    },
  });
  writeLog = await watchWrites(server.database);
  const document = server.app.swagger() as unknown as TOpenApi;
  components = document.components?.schemas ?? {};
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  for (const persona of PERSONAS) {
    if (persona !== null) {
      tokens.set(persona, await bearer(server.database, 'acme', persona));
    }
  }
  const settings = (await server.request('/api/admin/settings', { headers: tokens.get('acme-admin') ?? {} })).json<{
    modules: { enabled: string[]; toggleable: string[] };
  }>();
  enabledModules = settings.modules.enabled.filter((code) => settings.modules.toggleable.includes(code));
}, 120_000);
afterAll(async () => {
  writeLog?.stop();
  await server.close();
});

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A request for the route: path and query values, a JSON body when the route takes one, a caller. */
function requestArbitrary(route: TRoute) {
  const parameters = route.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const record = (list: TParameter[]) =>
    fc.record(
      Object.fromEntries(list.map((parameter) => [parameter.name, arbitraryFor(parameter.schema ?? {}, components)])),
      { requiredKeys: list.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name) },
    );
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: record(pathParameters),
    query: record(queryParameters),
    body: bodySchema ? arbitraryFor(bodySchema, components) : fc.constant(undefined),
    persona: fc.constantFrom(...PERSONAS),
  });
}

function urlOf(route: TRoute, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = stringOf(path[name]);
    // An empty segment would be another route: the value is then one character of it.
    return encodeURIComponent(value === '' ? '_' : value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, stringOf(item));
    }
  }
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}

const MODULES_SETTINGS = '/api/admin/settings/modules';
let enabledModules: string[];

/** The tenant's modules as they were: turned off by a fuzzed input, every later route would answer 404. */
async function restoreModules(): Promise<void> {
  const response = await server.request(MODULES_SETTINGS, {
    method: 'PUT',
    headers: tokens.get('acme-admin') ?? {},
    body: { modules: enabledModules },
  });
  expect(response.status).toBe(200);
}

/** Tables a refused request writes to on purpose; each is what the refusal is about. */
const WRITTEN_WHEN_REFUSED = new Set([
  // A refused attempt counts towards its limit (wrong passwords, invitation guesses, error reports).
  'rate_limit_counters',
]);

/** The writes of refused requests since the last look, one line per request. */
async function writesOfRefused(refused: ReadonlyMap<string, string>): Promise<string[]> {
  const tables = new Map<string, Set<string>>();
  for (const write of await writeLog.take()) {
    if (refused.has(write.request) && !WRITTEN_WHEN_REFUSED.has(write.table)) {
      const written = tables.get(write.request) ?? new Set<string>();
      written.add(`${write.operation} ${write.table}`);
      tables.set(write.request, written);
    }
  }
  return [...tables].map(
    ([request, written]) => `${refused.get(request) ?? request} wrote: ${[...written].join(', ')}`,
  );
}

describe('every route fuzzed from its schema', () => {
  it('blames a request for the rows it committed, not for those rolled back or written outside it', async () => {
    await writeLog.take();
    const tagged = (tag: string) => ({ [FUZZ_REQUEST_HEADER]: tag });
    // A body to read first: the tag must outlive the body's parsing.
    const kept = await server.request('/api/test/write-probe', { method: 'POST', headers: tagged('1'), body: {} });
    const rolledBack = await server.request('/api/test/write-probe?outcome=rollback', {
      method: 'POST',
      headers: tagged('2'),
      body: {},
    });
    await sql`update tenants set name = name where tenant_code = 'acme'`.execute(server.database.db);
    expect([kept.status, rolledBack.status]).toEqual([204, 409]);
    expect(await writeLog.take()).toEqual([{ request: '1', table: 'tenants', operation: 'update' }]);

    const refused = await server.request('/api/test/write-probe?outcome=refuse', {
      method: 'POST',
      headers: tagged('3'),
    });
    expect(refused.status).toBe(409);
    const refusals = new Map([
      ['2', 'rolled back'],
      ['3', 'kept, then refused'],
    ]);
    expect(await writesOfRefused(refusals)).toEqual(['kept, then refused wrote: update tenants']);
  });

  it(
    `answers no 5xx, no stack trace, and writes nothing when it refuses, to ${RUNS} generated inputs per route`,
    { timeout: 1_800_000 },
    async () => {
      expect(routes.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      // Each request is tagged: what a refused one (4xx) wrote is found by its tag, even late.
      let lastTag = 1000;
      const refused = new Map<string, string>();
      for (const route of routes) {
        await fc
          .assert(
            fc.asyncProperty(requestArbitrary(route), async ({ path, query, body, persona }) => {
              const url = urlOf(route, path, query);
              const tag = String((lastTag += 1));
              const response = await Promise.race([
                server.request(url, {
                  method: route.method,
                  headers: { ...(persona === null ? {} : tokens.get(persona)), [FUZZ_REQUEST_HEADER]: tag },
                  ...(body === undefined || route.method === 'GET' ? {} : { body }),
                }),
                new Promise<never>((_resolve, reject) =>
                  setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS),
                ),
              ]);
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              const request = `${route.method} ${url} as ${persona ?? 'nobody'}`;
              if (response.status >= 400 && response.status < 500) {
                refused.set(tag, `${request} ${stringOf(body).slice(0, 200)}: ${response.status}`);
              }
              if (response.status >= 500 || STACK_TRACE.test(response.text)) {
                throw new Error(`${request}: ${response.status} ${response.text.slice(0, 300)}`);
              }
            }),
            { numRuns: RUNS, endOnFailure: true },
          )
          .catch((error: unknown) => {
            failures.push(
              `${route.method} ${route.path}: ${error instanceof Error ? error.message.split('\n').slice(0, 8).join(' | ') : String(error)}`,
            );
          });
        failures.push(...(await writesOfRefused(refused)));
        if (route.path === MODULES_SETTINGS) {
          await restoreModules();
        }
      }
      // What the inputs met, in the test output: how many got past validation, and how far.
      const summary = [...statuses]
        .sort(([left], [right]) => left - right)
        .map(([status, count]) => `${status}: ${count}`);
      console.info(`fuzzed ${routes.length} routes, ${RUNS} inputs each: ${summary.join(', ')}`);
      expect(failures).toEqual([]);
    },
  );
});
