import { z } from 'zod';
import { ZLocaleCodeSchema } from './locales.ts';
import { apiResult } from './common.ts';

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

/** Keys of the catalogues: dotted words (`notFound.title`, `auth.signInUnavailable.text`). */
export const RESOURCE_STRING_KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/**
 * `POST {core}/api/resourcestring/insert` (spec section 7, dev mode only): the web app reports a
 * key its catalogues lack, with the text it showed instead. The server registers the route only
 * outside production, adds the string to the host tenant's catalogue when the key is absent, and
 * never overwrites an existing string.
 */
export const ZInsertResourceStringRequestSchema = z.strictObject({
  classKey: ZGetResourceStringsRequestSchema.shape.classKey,
  application: z.enum(TRANSLATION_APPLICATIONS),
  locale: ZLocaleCodeSchema,
  key: z
    .string()
    .min(1)
    .max(TranslationValidation.maxKeyLength)
    .regex(RESOURCE_STRING_KEY_PATTERN, 'key may only hold dotted words of letters, digits, - and _'),
  text: z.string().trim().min(1).max(TranslationValidation.maxTextLength),
});
export type TInsertResourceStringRequest = z.infer<typeof ZInsertResourceStringRequestSchema>;
/** `returnValue`: whether the string was added (false: the key already existed). */
export const ZInsertResourceStringResponseSchema = apiResult(z.boolean());
export type TInsertResourceStringResponse = z.infer<typeof ZInsertResourceStringResponseSchema>;
