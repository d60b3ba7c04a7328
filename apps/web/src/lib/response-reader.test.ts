import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverCheckedAnswer } from './response-reader';

const ZAsIsSchema = z.object({ returnValue: z.array(z.object({ id: z.number(), name: z.string() })) });
const ZCoercedSchema = z.object({ at: z.coerce.date() });
const ZDefaultedSchema = z.object({ tags: z.array(z.string()).default([]) });

describe('serverCheckedAnswer', () => {
  it('hands the answer on as the server sent it: what parsing it would give, without zod', () => {
    const answer = { returnValue: [{ id: 1, name: 'Safety basics' }] };
    const read = serverCheckedAnswer<typeof ZAsIsSchema>().safeParse(answer);
    expect(read).toEqual({ success: true, data: ZAsIsSchema.parse(answer) });
    expect(read.success && read.data).toBe(answer);
  });

  it('does not compile for a schema whose parse changes the answer', () => {
    // Parsing would give a Date and a filled default where the JSON holds a string and nothing:
    // such an answer must go through its schema. tsc fails this file if either call compiles.
    expect(ZCoercedSchema.parse({ at: '2026-11-28' }).at).toBeInstanceOf(Date);
    // @ts-expect-error the schema coerces its input
    expect(serverCheckedAnswer<typeof ZCoercedSchema>().safeParse({ at: '2026-11-28' })).toEqual({
      success: true,
      data: { at: '2026-11-28' },
    });
    expect(ZDefaultedSchema.parse({})).toEqual({ tags: [] });
    // @ts-expect-error the schema fills a default
    expect(serverCheckedAnswer<typeof ZDefaultedSchema>().safeParse({})).toEqual({ success: true, data: {} });
  });
});
