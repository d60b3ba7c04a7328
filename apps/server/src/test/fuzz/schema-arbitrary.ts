import fc from 'fast-check';

/*
 * fast-check arbitraries from the OpenAPI document's JSON schemas (what the zod contracts become):
 * mostly values of the right shape with edge values in them (empty, huge, negative, odd text),
 * sometimes values of the wrong kind altogether, so that both the validation and what lies behind
 * it are exercised.
 */

export type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  nullable?: boolean;
  $ref?: string;
};

export type TComponents = Record<string, TJsonSchema>;

// Text that has broken parsers, queries and renderers somewhere.
const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'null',
  'true',
  '../../etc/passwd',
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '\u202e\u0301\ud83d\ude00',
  '9'.repeat(40),
  'a'.repeat(5000),
  '2026-02-30',
  '2026-11-27T25:61:00Z',
  'acme-learner',
  'boreal-admin',
];

const EDGE_INTEGERS = [0, 1, -1, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

/** Anything at all: the wrong kind for whatever the schema wanted. */
export const wrongKind = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constantFrom(...NASTY_TEXT),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

function text(schema: TJsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength }) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXT) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
  );
}

function integer(schema: TJsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_INTEGERS, min, max, min - 1, max + 1) },
  );
}

/** Values for a schema; `depth` bounds recursion through nested objects and arrays. */
export function arbitraryFor(schema: TJsonSchema, components: TComponents, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    const target = components[name];
    return target && depth < 6 ? arbitraryFor(target, components, depth + 1) : wrongKind;
  }
  const shaped = shapedFor(schema, components, depth);
  // One value in ten is of the wrong kind, and null where the schema allows it.
  return fc.oneof(
    { weight: 9, arbitrary: shaped },
    { weight: 1, arbitrary: schema.nullable ? fc.constant(null) : wrongKind },
  );
}

function shapedFor(schema: TJsonSchema, components: TComponents, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum && schema.enum.length > 0) {
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: text({}) });
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => arbitraryFor(choice, components, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged = schema.allOf.reduce<TJsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return shapedFor(merged, components, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.oneof(integer(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(arbitraryFor(schema.items ?? {}, components, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
    case 'object':
      return objectFor(schema, components, depth);
    default:
      return schema.properties ? objectFor(schema, components, depth) : wrongKind;
  }
}

function objectFor(schema: TJsonSchema, components: TComponents, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (depth > 4 || Object.keys(properties).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), {
      maxKeys: 2,
    });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = arbitraryFor(property, components, depth + 1);
  }
  // Mostly the required keys present, sometimes any of them left out.
  const required = schema.required ?? [];
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(model, { requiredKeys: required.filter((key) => key in model) }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
}
