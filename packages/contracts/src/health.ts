import { z } from 'zod';

export const ZHealthResponseSchema = z.object({ status: z.literal('ok') });
/** A dependency a node can serve without for a while: `down` is reported, the node stays ready. */
export const ZDependencyStateSchema = z.enum(['up', 'down', 'none']);
export type TDependencyState = z.infer<typeof ZDependencyStateSchema>;

/**
 * Ready when the database answers (a balancer takes a node without it out of rotation). The file
 * store and the live-notification fan-out (Redis) are reported: the requests that need them answer
 * 503 meanwhile, everything else works, so they never take the node out.
 */
export const ZReadyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
  dependencies: z.object({
    storage: ZDependencyStateSchema,
    /** `none`: one node, no Redis configured. */
    fanOut: ZDependencyStateSchema,
  }),
});
