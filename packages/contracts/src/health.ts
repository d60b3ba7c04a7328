import { z } from 'zod';

export const ZHealthResponseSchema = z.object({ status: z.literal('ok') });
export const ZReadyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
});
