import type { FormErrors } from '@mantine/form';
import { resourceMessageKeyOf } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { formatNumber } from './format-number';
import type { TMessageKey } from './i18n';
import { usePageLocale } from './page-locale';

/*
 * One way to build a form (docs/architecture.md, "Forms"): `useForm` of @mantine/form, validated
 * by the contracts schema the server validates with (`zod4Resolver`), and the server's 400 field
 * errors put on the same fields. Both speak the contracts' English texts; this file turns them
 * into the page's language, so a rule reads the same whether the browser or the server caught it.
 */

/** One problem of one field, as the contract's schema (client) or the server's problem (server) wrote it. */
export type TFieldIssue = {
  /** The form field it belongs to. */
  field: string;
  /** The dotted path into the request body (`assets.0.url`). */
  path: string;
  /** The English text. */
  text: string;
  /** The limit of zod's "Too big" texts, when it is one: characters of a string, items of a list, a number's value. */
  max: number | undefined;
  source: 'client' | 'server';
};

/** A message of our catalogue, or undefined to keep the generic translation. */
type TCatalogueMessage = { key: TMessageKey; values?: Record<string, string | number> };

/**
 * A message of our catalogue (several when one issue stands for several broken rules, joined), or
 * undefined to keep the generic translation.
 */
export type TFieldMessage = TCatalogueMessage | readonly TCatalogueMessage[] | undefined;

export type TFormErrorOptions = {
  /** The form field a request path belongs to; undefined when no field shows it. Default: the path itself (the root none). */
  fieldOf?: (path: string) => string | undefined;
  /** The form's own words for an issue (a required field, a server-only rule). */
  messageOf?: (issue: TFieldIssue) => TFieldMessage;
};

export type TFormErrorTranslator = {
  /** Field errors of the form (one text per field) and the texts of paths no field shows. */
  translate: (errors: Readonly<Record<string, readonly string[]>>, source: TFieldIssue['source']) => TPlacedErrors;
};

export type TPlacedErrors = { fields: FormErrors; other: string[] };

/** The `t` of `useTranslation`, as this file calls it. */
type TTranslate = TFunction<'common'>;

// zod's English "Too big" texts (`Too big: expected string to have <=200 characters`), which the
// server's problems carry too: the limit is what a person needs to know.
const TOO_BIG = /^Too big: expected (string|array|number) to (?:have|be) <=\s?(\d+)/;

const TOO_BIG_KEYS = {
  string: 'form.error.tooLong',
  array: 'form.error.tooMany',
  number: 'form.error.tooBig',
} as const satisfies Record<string, TMessageKey>;

function tooBigOf(text: string): { max: number; key: TMessageKey } | undefined {
  const [, kind, max] = TOO_BIG.exec(text) ?? [];
  return kind && max ? { max: Number(max), key: TOO_BIG_KEYS[kind as keyof typeof TOO_BIG_KEYS] } : undefined;
}

/**
 * Turns the contracts' English texts into the page's language: the form's own words first, then
 * the contracts' keyed messages (`resources.validation.*`), then zod's size limits; a text nobody
 * knows is shown as written rather than hidden.
 */
export function createFormErrorTranslator(
  t: TTranslate,
  locale: string,
  // The request's root (an unknown property) is no field.
  { fieldOf = (path) => path || undefined, messageOf }: TFormErrorOptions = {},
): TFormErrorTranslator {
  const catalogueText = ({ key, values = {} }: TCatalogueMessage): string => {
    const formatted: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values)) {
      formatted[name] = typeof value === 'number' ? formatNumber(value, locale) : value;
    }
    return t(key, formatted);
  };
  const textOf = (issue: TFieldIssue): string => {
    const message = messageOf?.(issue);
    if (message) {
      const messages: readonly TCatalogueMessage[] = 'key' in message ? [message] : message;
      return messages.map(catalogueText).join(' ');
    }
    const known = resourceMessageKeyOf(issue.text);
    if (known) {
      return t(known as TMessageKey);
    }
    const tooBig = tooBigOf(issue.text);
    if (tooBig) {
      return catalogueText({ key: tooBig.key, values: { max: tooBig.max } });
    }
    return issue.text;
  };
  return {
    translate: (errors, source) => {
      const texts: Record<string, string[]> = {};
      const other: string[] = [];
      for (const [path, list] of Object.entries(errors)) {
        const field = fieldOf(path);
        for (const text of list) {
          const translated = textOf({ field: field ?? path, path, text, max: tooBigOf(text)?.max, source });
          (field === undefined ? other : (texts[field] ??= [])).push(translated);
        }
      }
      const fields: FormErrors = {};
      for (const [field, list] of Object.entries(texts)) {
        fields[field] = [...new Set(list)].join(' ');
      }
      return { fields, other: [...new Set(other)] };
    },
  };
}

/** `createFormErrorTranslator` in the page's language. */
export function useFormErrorTranslator(options?: TFormErrorOptions): TFormErrorTranslator {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return createFormErrorTranslator(t, locale, options);
}

/** The error key of the schema's issues that no field shows. */
export const FORM_LEVEL_ERROR = '_form';

/**
 * The `validate` of `useForm`: the contracts schema (through `zod4Resolver`) over the request the
 * form's values make, its issues on the form's fields in the page's language. The first issue of
 * each path is kept: "required" before "too long".
 */
export function contractValidator<TValues>(
  schema: z.ZodType,
  toRequest: (values: TValues) => object,
  translator: TFormErrorTranslator,
): (values: TValues) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => {
    const errors: Record<string, string[]> = {};
    for (const [path, text] of Object.entries(resolve(toRequest(values) as Record<string, unknown>))) {
      errors[path] = [typeof text === 'string' ? text : ''];
    }
    const { fields, other } = translator.translate(errors, 'client');
    // Kept, so that submitting stops; the form lists them apart (`FORM_LEVEL_ERROR`).
    return other.length > 0 ? { ...fields, [FORM_LEVEL_ERROR]: other.join(' ') } : fields;
  };
}

/**
 * The field errors of a `400 validation_failed` answer (or of a `409 conflict` naming a field, such
 * as a taken email), placed by the translator; undefined when `error` is anything else or names no
 * field: the form then says its own "could not save".
 */
export function serverFieldErrors(error: unknown, translator: TFormErrorTranslator): TPlacedErrors | undefined {
  if (!(error instanceof ApiError) || (error.code !== 'validation_failed' && error.code !== 'conflict')) {
    return undefined;
  }
  const placed = translator.translate(error.problem?.errors ?? {}, 'server');
  return Object.keys(placed.fields).length > 0 || placed.other.length > 0 ? placed : undefined;
}

/** The texts of the schema's issues that no field shows, for a list above the buttons. */
export function formLevelErrors(errors: FormErrors): string[] {
  const text = errors[FORM_LEVEL_ERROR];
  return typeof text === 'string' && text !== '' ? [text] : [];
}

/** Whether `path` is `field` or below it (`texts.en.title` is under `texts`). */
export function isPathUnder(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

/** The errors of `field` and of the paths below it, joined: for an input that stands for a whole object. */
export function errorUnder(errors: FormErrors, field: string): string | undefined {
  const texts = Object.entries(errors)
    .filter(([path]) => isPathUnder(path, field))
    .flatMap(([, text]) => (typeof text === 'string' && text !== '' ? [text] : []));
  return texts.length > 0 ? [...new Set(texts)].join(' ') : undefined;
}

/** The errors without those of `fields` and what is below them: fields the person just changed. */
export function errorsWithout(errors: FormErrors, fields: readonly string[]): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !fields.some((name) => isPathUnder(path, name))));
}
