import type { z } from 'zod';

/**
 * What `apiRequest` and the session cache need of a schema: zod schemas from `@portal/contracts`
 * fit this shape as they are.
 */
export type TResponseReader<TData> = {
  safeParse(input: unknown): { success: true; data: TData } | { success: false; error: unknown };
};

/**
 * Takes the answer as the contract's type without re-checking it in the browser. For the calls of
 * the pages a phone opens first (the dashboard, the resource feed, search, the learning path): the
 * server already checks each answer against the same contracts schema before sending it, and
 * re-checking here would load zod (25 KB gzip, a 140 ms task to start on a 4x-throttled CPU) before
 * the page can draw. Prefer `serverCheckedAnswer`, which also proves the schema reads as is.
 */
export function serverCheckedResponse<TData>(): TResponseReader<TData> {
  return { safeParse: (input) => ({ success: true, data: input as TData }) };
}

/**
 * Whether a schema's output is its input (no transform, coercion or default): then the JSON the
 * server checked is already what parsing it would give, and skipping the parse changes nothing.
 */
type TReadsAsIs<TSchema extends z.ZodType> = [z.input<TSchema>] extends [z.output<TSchema>]
  ? [z.output<TSchema>] extends [z.input<TSchema>]
    ? true
    : false
  : false;

/**
 * `serverCheckedResponse` typed by the contract's schema, named with a type-only import
 * (`serverCheckedAnswer<typeof ZFooSchema>()`), so zod stays out of the page's chunks. A schema
 * that changes what it reads (a date coerced, a default filled) does not compile here: its answer
 * must go through the schema itself.
 */
export function serverCheckedAnswer<TSchema extends z.ZodType>(
  ..._readsAsIs: TReadsAsIs<TSchema> extends true ? [] : [schemaTransformsItsInput: never]
): TResponseReader<z.output<TSchema>> {
  return serverCheckedResponse();
}
