import type { TAssessmentSet, TReviewMode, TSaveSetRequest, TSetKind } from '@portal/contracts';

/** The set form's values: what the inputs hold (numbers may be '' while empty, dates are local). */
export type TSetValues = {
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  banks: { bankId: string | null; drawCount: number | string }[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** '' for no time limit. */
  timeLimitMinutes: number | string;
  /** '' for unlimited attempts. */
  attemptsAllowed: number | string;
  passMarkPercent: number | string;
  /** `datetime-local` values ('' for none). */
  availableFrom: string;
  availableUntil: string;
  reviewMode: TReviewMode;
  /** ASSESSMENT (tests) or SKILL (rates competencies). */
  kind: TSetKind;
  /** SKILL sets: days a completed attempt stays valid ('' for always). */
  validityDays: number | string;
};

/** A `datetime-local` value of a date, in the browser's time zone. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO time of a `datetime-local` value; null for none; the raw text when unreadable (the schema says so). */
function fromDateTimeLocal(value: string): string | null {
  if (value.trim() === '') {
    return null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function optionalNumber(value: number | string): number | null {
  return value === '' ? null : Number(value);
}

export function emptySetValues(): TSetValues {
  return {
    titleEn: '',
    titleFr: '',
    descriptionEn: '',
    descriptionFr: '',
    banks: [{ bankId: null, drawCount: 10 }],
    shuffleQuestions: true,
    shuffleOptions: true,
    timeLimitMinutes: '',
    attemptsAllowed: '',
    passMarkPercent: 70,
    availableFrom: '',
    availableUntil: '',
    reviewMode: 'FULL',
    kind: 'ASSESSMENT',
    validityDays: '',
  };
}

export function setValuesOf(set: TAssessmentSet): TSetValues {
  return {
    titleEn: set.title.en,
    titleFr: set.title['fr-CA'],
    descriptionEn: set.description.en,
    descriptionFr: set.description['fr-CA'],
    banks: set.banks.map((bank) => ({ bankId: String(bank.bankId), drawCount: bank.drawCount })),
    shuffleQuestions: set.shuffleQuestions,
    shuffleOptions: set.shuffleOptions,
    timeLimitMinutes: set.timeLimitMinutes ?? '',
    attemptsAllowed: set.attemptsAllowed ?? '',
    passMarkPercent: set.passMarkPercent,
    availableFrom: toDateTimeLocal(set.availableFrom),
    availableUntil: toDateTimeLocal(set.availableUntil),
    reviewMode: set.reviewMode,
    kind: set.kind,
    validityDays: set.validityDays ?? '',
  };
}

export function toSetRequest(values: TSetValues): TSaveSetRequest {
  return {
    title: { en: values.titleEn.trim(), 'fr-CA': values.titleFr.trim() },
    description: { en: values.descriptionEn.trim(), 'fr-CA': values.descriptionFr.trim() },
    kind: values.kind,
    banks: values.banks.map((bank) => ({
      bankId: bank.bankId === null ? 0 : Number(bank.bankId),
      drawCount: bank.drawCount === '' ? 0 : Number(bank.drawCount),
    })),
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
    timeLimitMinutes: optionalNumber(values.timeLimitMinutes),
    attemptsAllowed: optionalNumber(values.attemptsAllowed),
    passMarkPercent: values.passMarkPercent === '' ? Number.NaN : Number(values.passMarkPercent),
    availableFrom: fromDateTimeLocal(values.availableFrom),
    availableUntil: fromDateTimeLocal(values.availableUntil),
    reviewMode: values.reviewMode,
    // Only a SKILL set expires; an assessment set sends none so a stale value never lingers.
    validityDays: values.kind === 'SKILL' ? optionalNumber(values.validityDays) : null,
  };
}

const FIELD_OF: Record<string, string> = {
  title: 'titleEn',
  'title.en': 'titleEn',
  'title.fr-CA': 'titleFr',
  'description.en': 'descriptionEn',
  'description.fr-CA': 'descriptionFr',
};

// The request's fields the form shows under the same name.
const SAME_NAME = new Set([
  'banks',
  'shuffleQuestions',
  'shuffleOptions',
  'timeLimitMinutes',
  'attemptsAllowed',
  'passMarkPercent',
  'availableFrom',
  'availableUntil',
  'reviewMode',
  'kind',
  'validityDays',
]);

/**
 * The form field of a request path (the request's and the form's names differ only for texts);
 * undefined for a path no field shows (the form lists those above its buttons).
 */
export function setFieldOf(path: string): string | undefined {
  if (FIELD_OF[path]) {
    return FIELD_OF[path];
  }
  if (/^banks\.\d+\.(bankId|drawCount)$/.test(path)) {
    return path;
  }
  if (/^banks\.\d+$/.test(path)) {
    return `${path}.bankId`;
  }
  return SAME_NAME.has(path) ? path : undefined;
}
