import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES,
  assessmentMessageKeyOf,
  buildQuestionsConfig,
  correctResponseOf,
  gradeResponse,
  learnerQuestionView,
  localizedText,
  normalizeShortAnswer,
  qtiErrorKey,
  qtiErrorsOf,
  qtiErrorText,
  ZQuestionContentSchema,
  ZSaveSetRequestSchema,
  ZSetAssignmentsRequestSchema,
  type TQuestionContent,
  type TQuestionContentInput,
} from './assessments.ts';

const text = (en: string, fr = `${en} (fr)`) => ({ en, 'fr-CA': fr });

function question(input: TQuestionContentInput): TQuestionContent {
  return ZQuestionContentSchema.parse(input);
}

const single = question({
  kind: 'SINGLE_CHOICE',
  stem: text('Which exit is closest?'),
  options: [
    { id: 'a', text: text('North'), isCorrect: true, feedback: text('Yes') },
    { id: 'b', text: text('South') },
  ],
  points: 2,
});
const multiple = question({
  kind: 'MULTIPLE_CHOICE',
  stem: text('Which are personal data?'),
  options: [
    { id: 'a', text: text('Name'), isCorrect: true },
    { id: 'b', text: text('Email'), isCorrect: true },
    { id: 'c', text: text('Store opening hours') },
  ],
});
const ordering = question({
  kind: 'ORDERING',
  stem: text('Order the steps'),
  options: [
    { id: 'x3', text: text('Stop') },
    { id: 'x1', text: text('Assess') },
    { id: 'x2', text: text('Call for help') },
  ],
});
const shortAnswer = question({
  kind: 'SHORT_ANSWER',
  stem: text('Name the extinguisher class for electrical fires'),
  acceptedAnswers: ['Classe C', 'Class C'],
});

describe('question content rules', () => {
  it('fills defaults: points 1, empty feedback, no image', () => {
    expect(multiple.points).toBe(1);
    expect(multiple.feedback).toEqual({ en: '', 'fr-CA': '' });
    expect(multiple.imageMediaId).toBeNull();
  });

  it('refuses a question without a stem in any language', () => {
    const result = ZQuestionContentSchema.safeParse({ ...single, stem: { en: ' ', 'fr-CA': '' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['stem', 'en']);
  });

  it('asks exactly one correct option of single choice and true/false', () => {
    const none = ZQuestionContentSchema.safeParse({
      ...single,
      options: single.options.map((option) => ({ ...option, isCorrect: false })),
    });
    expect(none.error?.issues.map((issue) => issue.message)).toEqual([ASSESSMENT_MESSAGES.oneCorrectOption]);
    const threeWay = ZQuestionContentSchema.safeParse({
      ...single,
      kind: 'TRUE_FALSE',
      options: [...single.options, { id: 'c', text: text('West') }],
    });
    expect(threeWay.error?.issues.map((issue) => issue.message)).toEqual([ASSESSMENT_MESSAGES.trueFalseTwoOptions]);
  });

  it('asks a correct option of multiple choice, unique option ids and two options at least', () => {
    const none = ZQuestionContentSchema.safeParse({
      ...multiple,
      options: multiple.options.map((option) => ({ ...option, isCorrect: false })),
    });
    expect(none.error?.issues.map((issue) => issue.message)).toEqual([ASSESSMENT_MESSAGES.someCorrectOption]);
    const duplicate = ZQuestionContentSchema.safeParse({
      ...multiple,
      options: [...multiple.options, { ...multiple.options[0] }],
    });
    expect(duplicate.error?.issues[0]?.path).toEqual(['options', 3, 'id']);
    const one = ZQuestionContentSchema.safeParse({ ...multiple, options: [multiple.options[0]] });
    expect(one.error?.issues.map((issue) => issue.message)).toEqual([ASSESSMENT_MESSAGES.optionsTooFew]);
  });

  it('asks accepted answers and no options of a short answer', () => {
    const result = ZQuestionContentSchema.safeParse({ ...shortAnswer, acceptedAnswers: [], options: single.options });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [ASSESSMENT_MESSAGES.acceptedAnswerRequired, ASSESSMENT_MESSAGES.noOptionsForShortAnswer].sort(),
    );
  });

  it('refuses points out of range and unknown fields', () => {
    expect(ZQuestionContentSchema.safeParse({ ...single, points: 0 }).success).toBe(false);
    expect(ZQuestionContentSchema.safeParse({ ...single, points: 1.5 }).success).toBe(false);
    expect(ZQuestionContentSchema.safeParse({ ...single, extra: true }).success).toBe(false);
  });

  it('maps an English message back to its catalogue key', () => {
    expect(assessmentMessageKeyOf(ASSESSMENT_MESSAGES.oneCorrectOption)).toBe(
      'assessmentAdmin.validation.oneCorrectOption',
    );
    expect(assessmentMessageKeyOf('something else')).toBeUndefined();
  });
});

describe('gradeResponse', () => {
  it('awards the points of a correct single choice and nothing otherwise', () => {
    expect(gradeResponse(single, { optionId: 'a' })).toEqual({ isCorrect: true, pointsAwarded: 2 });
    expect(gradeResponse(single, { optionId: 'b' })).toEqual({ isCorrect: false, pointsAwarded: 0 });
  });

  it('grades multiple choice all or nothing, in any order', () => {
    expect(gradeResponse(multiple, { optionIds: ['b', 'a'] }).isCorrect).toBe(true);
    expect(gradeResponse(multiple, { optionIds: ['a'] }).isCorrect).toBe(false);
    expect(gradeResponse(multiple, { optionIds: ['a', 'b', 'c'] }).isCorrect).toBe(false);
    expect(gradeResponse(multiple, { optionIds: ['a', 'a'] }).isCorrect).toBe(false);
  });

  it('grades ordering as the whole stored order', () => {
    expect(gradeResponse(ordering, { optionIds: ['x3', 'x1', 'x2'] })).toEqual({ isCorrect: true, pointsAwarded: 1 });
    expect(gradeResponse(ordering, { optionIds: ['x1', 'x2', 'x3'] }).isCorrect).toBe(false);
    expect(gradeResponse(ordering, { optionIds: ['x3', 'x1'] }).isCorrect).toBe(false);
  });

  it('matches short answers without case, accents or extra spaces', () => {
    expect(gradeResponse(shortAnswer, { text: '  CLASSE   c ' }).isCorrect).toBe(true);
    expect(gradeResponse(shortAnswer, { text: 'clâsse C' }).isCorrect).toBe(true);
    expect(gradeResponse(shortAnswer, { text: 'Class D' }).isCorrect).toBe(false);
    expect(gradeResponse(shortAnswer, { text: '   ' }).isCorrect).toBe(false);
    expect(normalizeShortAnswer(' Élève  Ça ')).toBe('eleve ca');
  });

  it('treats a missing or malformed response as wrong, never as an error', () => {
    expect(gradeResponse(single, null).isCorrect).toBe(false);
    expect(gradeResponse(single, { optionIds: ['a'] }).isCorrect).toBe(false);
    expect(gradeResponse(shortAnswer, { optionId: 'a' }).isCorrect).toBe(false);
    expect(gradeResponse(multiple, 'a').isCorrect).toBe(false);
  });

  it('answers the correct response in the shape a learner sends', () => {
    for (const item of [single, multiple, ordering, shortAnswer]) {
      expect(gradeResponse(item, correctResponseOf(item)).isCorrect).toBe(true);
    }
  });
});

describe('learnerQuestionView', () => {
  it('strips correctness, feedback and accepted answers', () => {
    const view = learnerQuestionView({ ...single, questionId: 7 }, 'fr-CA');
    expect(view).toEqual({
      questionId: 7,
      kind: 'SINGLE_CHOICE',
      stem: 'Which exit is closest? (fr)',
      imageMediaId: null,
      points: 2,
      options: [
        { id: 'a', text: 'North (fr)' },
        { id: 'b', text: 'South (fr)' },
      ],
    });
    const serialized = JSON.stringify(learnerQuestionView({ ...shortAnswer, questionId: 8 }));
    expect(serialized).not.toContain('Class C');
    expect(serialized).not.toContain('isCorrect');
  });

  it('follows the attempt shuffle, and never shows ordering options in their correct order by default', () => {
    const shuffled = learnerQuestionView({ ...multiple, questionId: 1 }, 'en', { optionOrder: ['c', 'a', 'b'] });
    expect(shuffled.options.map((option) => option.id)).toEqual(['c', 'a', 'b']);
    const view = learnerQuestionView({ ...ordering, questionId: 2 });
    expect(view.options.map((option) => option.text)).toEqual(['Assess', 'Call for help', 'Stop']);
  });

  it('falls back to the other language when the asked one is empty', () => {
    expect(localizedText({ en: '', 'fr-CA': 'Bonjour' }, 'en')).toBe('Bonjour');
    expect(localizedText({ en: 'Hello', 'fr-CA': '' }, 'fr-CA')).toBe('Hello');
  });
});

describe('sets and assignments', () => {
  const set = { title: text('Safety'), banks: [{ bankId: 1, drawCount: 5 }] };

  it('fills defaults and keeps unlimited attempts as null', () => {
    const parsed = ZSaveSetRequestSchema.parse(set);
    expect(parsed).toMatchObject({
      kind: 'ASSESSMENT',
      attemptsAllowed: null,
      timeLimitMinutes: null,
      passMarkPercent: 70,
      reviewMode: 'FULL',
    });
  });

  it('refuses a bank twice, an empty bank list and an availability that ends before it starts', () => {
    const twice = ZSaveSetRequestSchema.safeParse({ ...set, banks: [set.banks[0], set.banks[0]] });
    expect(twice.error?.issues[0]?.path).toEqual(['banks', 1, 'bankId']);
    expect(ZSaveSetRequestSchema.safeParse({ ...set, banks: [] }).success).toBe(false);
    const backwards = ZSaveSetRequestSchema.safeParse({
      ...set,
      availableFrom: '2026-05-02T00:00:00Z',
      availableUntil: '2026-05-01T00:00:00Z',
    });
    expect(backwards.error?.issues[0]?.message).toBe(ASSESSMENT_MESSAGES.availabilityOrder);
  });

  it('asks a target except for ALL, and refuses duplicates', () => {
    const missing = ZSetAssignmentsRequestSchema.safeParse({ assignments: [{ targetKind: 'JOB_ROLE' }] });
    expect(missing.error?.issues[0]?.message).toBe(ASSESSMENT_MESSAGES.targetCodeRequired);
    const all = ZSetAssignmentsRequestSchema.parse({
      assignments: [{ targetKind: 'ALL', targetCode: 'x', dueDays: 7 }],
    });
    expect(all.assignments[0]).toEqual({ targetKind: 'ALL', targetCode: '', dueDays: 7 });
    const twice = ZSetAssignmentsRequestSchema.safeParse({
      assignments: [
        { targetKind: 'USER', targetCode: 'u1' },
        { targetKind: 'USER', targetCode: 'u1' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(ASSESSMENT_MESSAGES.assignmentDuplicate);
  });
});

describe('QTI errors and QuestionsConfig', () => {
  it('round-trips line-numbered errors through a problem', () => {
    const errors = [
      { line: 12, column: 3, message: 'Unclosed tag' },
      { line: 4, column: null, message: 'Unknown interaction' },
    ];
    const problem = Object.fromEntries(errors.map((error) => [qtiErrorKey(error.line), [qtiErrorText(error)]]));
    expect(qtiErrorsOf(problem)).toEqual([errors[1], errors[0]]);
  });

  it('lists the six kinds (RATING too) and the limits', () => {
    const config = buildQuestionsConfig();
    expect(config.questionKinds).toEqual([
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'TRUE_FALSE',
      'SHORT_ANSWER',
      'ORDERING',
      'RATING',
    ]);
    expect(config.limits.maxOptions).toBe(10);
  });
});
