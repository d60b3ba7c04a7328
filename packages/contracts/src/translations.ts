import { z } from 'zod';
import { ZLocaleCodeSchema } from './locales.ts';

/** Applications whose strings the catalogue serves. */
export const TRANSLATION_APPLICATIONS = ['CORESPA'] as const;

export const TranslationValidation = {
  maxClassKeyLength: 64,
  maxKeyLength: 200,
  maxTextLength: 4000,
} as const;

/** `GET {core}/api/resourcestring?classKey&application&v&locale` */
export const ZGetResourceStringsRequestSchema = z.object({
  classKey: z
    .string()
    .min(1)
    .max(TranslationValidation.maxClassKeyLength)
    .regex(/^[A-Za-z0-9_-]+$/, 'classKey may only hold letters, digits, - and _'),
  application: z.enum(TRANSLATION_APPLICATIONS),
  v: z.string().max(64).optional(),
  locale: ZLocaleCodeSchema,
});
export type TGetResourceStringsRequest = z.infer<typeof ZGetResourceStringsRequestSchema>;

/** Flat catalogue of one class key in one locale: key -> text. */
export const ZResourceStringsResponseSchema = z.record(z.string(), z.string());
export type TResourceStrings = z.infer<typeof ZResourceStringsResponseSchema>;
