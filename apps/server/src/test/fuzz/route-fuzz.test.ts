import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../access-tokens.ts';
import { startTestServer, type TTestServer } from '../test-server.ts';
import { arbitraryFor, type TComponents, type TJsonSchema } from './schema-arbitrary.ts';

/**
 * Issue 23: every route of the OpenAPI document, fuzzed with inputs generated from its own schemas
 * (fast-check), signed in as each kind of person: no answer is a 5xx, none carries a stack trace,
 * none hangs. `./portal test` runs a few inputs per route; `npm run fuzz` runs FUZZ_RUNS=1000.
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
let routes: TRoute[];
let components: TComponents;
const tokens = new Map<string, Record<string, string>>();

beforeAll(async () => {
  server = await startTestServer();
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
}, 120_000);
afterAll(async () => {
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

describe('every route fuzzed from its schema', () => {
  it(`answers no 5xx and no stack trace to ${RUNS} generated inputs per route`, { timeout: 1_800_000 }, async () => {
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(route), async ({ path, query, body, persona }) => {
            const url = urlOf(route, path, query);
            const response = await Promise.race([
              server.request(url, {
                method: route.method,
                headers: persona === null ? {} : (tokens.get(persona) ?? {}),
                ...(body === undefined || route.method === 'GET' ? {} : { body }),
              }),
              new Promise<never>((_resolve, reject) =>
                setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS),
              ),
            ]);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status >= 500 || STACK_TRACE.test(response.text)) {
              throw new Error(
                `${route.method} ${url} as ${persona ?? 'nobody'}: ${response.status} ${response.text.slice(0, 300)}`,
              );
            }
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(
            `${route.method} ${route.path}: ${error instanceof Error ? error.message.split('\n').slice(0, 8).join(' | ') : String(error)}`,
          );
        });
    }
    // What the inputs met, in the test output: how many got past validation, and how far.
    const summary = [...statuses]
      .sort(([left], [right]) => left - right)
      .map(([status, count]) => `${status}: ${count}`);
    console.info(`fuzzed ${routes.length} routes, ${RUNS} inputs each: ${summary.join(', ')}`);
    expect(failures).toEqual([]);
  });
});
