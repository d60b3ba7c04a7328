import type { TQuestionContent, TQuestionKind, TQuestionOption } from '@portal/contracts';

/** The question editor's values: the contract's question content, as typed so far. */
export type TQuestionValues = TQuestionContent;

const CHOICE_KINDS: ReadonlySet<TQuestionKind> = new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'ORDERING']);

/** Whether the kind has options the author writes (true/false has two fixed ones). */
export function hasWrittenOptions(kind: TQuestionKind): boolean {
  return CHOICE_KINDS.has(kind);
}

/** Whether the kind is answered with options at all (short answers are typed, ratings use the scale). */
export function hasOptions(kind: TQuestionKind): boolean {
  return kind !== 'SHORT_ANSWER' && kind !== 'RATING';
}

/** Whether at most one option is correct (a radio, not a checkbox). */
export function isSingleAnswer(kind: TQuestionKind): boolean {
  return kind === 'SINGLE_CHOICE' || kind === 'TRUE_FALSE';
}

let nextOptionNumber = 0;

/** A new option's id: unique within the question (the server keeps it; responses name it). */
export function newOptionId(): string {
  nextOptionNumber += 1;
  return `o${Date.now().toString(36)}${nextOptionNumber.toString(36)}`;
}

export function emptyOption(text: { en: string; 'fr-CA': string } = { en: '', 'fr-CA': '' }): TQuestionOption {
  return { id: newOptionId(), text, isCorrect: false, feedback: { en: '', 'fr-CA': '' } };
}

/** The two options of a true/false question, "True" correct until the author says otherwise. */
export function trueFalseOptions(): TQuestionOption[] {
  return [
    { ...emptyOption({ en: 'True', 'fr-CA': 'Vrai' }), id: 'true', isCorrect: true },
    { ...emptyOption({ en: 'False', 'fr-CA': 'Faux' }), id: 'false' },
  ];
}

export function emptyQuestion(kind: TQuestionKind = 'SINGLE_CHOICE'): TQuestionValues {
  return withKind(
    {
      kind: 'SINGLE_CHOICE',
      stem: { en: '', 'fr-CA': '' },
      options: [emptyOption(), emptyOption()],
      acceptedAnswers: [],
      imageMediaId: null,
      points: 1,
      feedback: { en: '', 'fr-CA': '' },
      competencyId: null,
    },
    kind,
  );
}

/**
 * The values after the author changes the kind: what still fits is kept (stem, points, written
 * options), what the new kind cannot have is dropped, so the request never carries stale parts.
 */
export function withKind(values: TQuestionValues, kind: TQuestionKind): TQuestionValues {
  const base = { ...values, kind };
  if (kind === 'TRUE_FALSE') {
    return { ...base, options: trueFalseOptions(), acceptedAnswers: [] };
  }
  if (kind === 'SHORT_ANSWER') {
    return { ...base, options: [], acceptedAnswers: values.acceptedAnswers };
  }
  if (kind === 'RATING') {
    // The proficiency scale is the answer: no options, no accepted answers; the competency stays.
    return { ...base, options: [], acceptedAnswers: [] };
  }
  const written = hasWrittenOptions(values.kind) ? values.options : [emptyOption(), emptyOption()];
  const options = kind === 'ORDERING' ? written.map((option) => ({ ...option, isCorrect: false })) : written;
  if (kind === 'SINGLE_CHOICE') {
    // Keep the first correct option only: a single choice has one right answer.
    const first = options.findIndex((option) => option.isCorrect);
    return {
      ...base,
      acceptedAnswers: [],
      options: options.map((option, index) => ({ ...option, isCorrect: index === first })),
    };
  }
  return { ...base, options, acceptedAnswers: [] };
}

/** The request the values make: texts trimmed, empty accepted answers left out. */
export function toQuestionRequest(values: TQuestionValues): TQuestionContent {
  const trim = (text: { en: string; 'fr-CA': string }) => ({ en: text.en.trim(), 'fr-CA': text['fr-CA'].trim() });
  return {
    ...values,
    stem: trim(values.stem),
    options: values.options.map((option) => ({ ...option, text: trim(option.text), feedback: trim(option.feedback) })),
    acceptedAnswers: values.acceptedAnswers.map((answer) => answer.trim()).filter((answer) => answer !== ''),
    feedback: trim(values.feedback),
  };
}

/** Moves the option at `from` to `to` (the ordering's correct order is the options' order). */
export function moveOption(options: readonly TQuestionOption[], from: number, to: number): TQuestionOption[] {
  if (to < 0 || to >= options.length) {
    return [...options];
  }
  const next = [...options];
  const [moved] = next.splice(from, 1);
  if (moved) {
    next.splice(to, 0, moved);
  }
  return next;
}

type TBilingual = { en: string; 'fr-CA': string };

/** A competency a question can rate or test (the page reads them from the skills admin). */
export type TCompetencyChoice = { competencyId: number; name: TBilingual; parentName: TBilingual | null };

/** What RATING questions need from the skills admin: the framework and the tenant's scale (lowest first). */
export type TRatingSupport = {
  competencies: readonly TCompetencyChoice[];
  scale: readonly { level: number; name: TBilingual; description: TBilingual }[];
};
