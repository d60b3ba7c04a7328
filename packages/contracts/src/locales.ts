import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locale-codes.ts';

export const ZLocaleCodeSchema = z.enum(SUPPORTED_LOCALES);

export const ZLocaleSchema = z.object({
  locale: ZLocaleCodeSchema,
  localeName: z.string(),
  localeNames: z.array(z.object({ locale: ZLocaleCodeSchema, localeName: z.string() })),
});
export type TLocale = z.infer<typeof ZLocaleSchema>;

export const ZGetTenantLocalesResponseSchema = z.array(ZLocaleSchema);
export type TGetTenantLocalesResponse = z.infer<typeof ZGetTenantLocalesResponseSchema>;
