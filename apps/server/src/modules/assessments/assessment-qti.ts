import {
  ASSESSMENT_MESSAGES,
  AssessmentLimits,
  SUPPORTED_LOCALES,
  ZQuestionContentSchema,
  type TBilingualText,
  type TLocaleCode,
  type TQtiImportError,
  type TQuestionContent,
  type TQuestionKind,
} from '@portal/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/*
 * QTI 3.0 import and export of a question bank (the format is described in contracts/assessments.ts).
 * The export is one `qti-item-bank` document of `qti-assessment-item`s, each bilingual through
 * `xml:lang` spans; the import reads the same, and also plain QTI 3.0 items without language markup
 * (their texts become the item's `xml:lang`, English by default). fast-xml-parser checks that the
 * document is well formed (with its line) and parses it keeping order and each element's position,
 * so every error names its line; each mapped question is then checked with the contract's schema.
 */

export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';
const MAP_RESPONSE = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml';

// ---------------------------------------------------------------------------------------------
// Export

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** One span per language that has the text. */
function spans(text: TBilingualText): string {
  return SUPPORTED_LOCALES.filter((locale) => text[locale] !== '')
    .map((locale) => `<span xml:lang="${locale}">${escapeXml(text[locale])}</span>`)
    .join('');
}

function hasText(text: TBilingualText): boolean {
  return SUPPORTED_LOCALES.some((locale) => text[locale] !== '');
}

const CARDINALITY: Record<TQuestionKind, string> = {
  SINGLE_CHOICE: 'single',
  TRUE_FALSE: 'single',
  MULTIPLE_CHOICE: 'multiple',
  SHORT_ANSWER: 'single',
  ORDERING: 'ordered',
  RATING: 'single',
};

/**
 * How the export names the competencies questions carry, and how many levels the tenant's scale
 * has (a RATING item is a slider over them). Competency ids mean nothing in another portal, so the
 * export writes the code too and the import prefers it.
 */
export type TQtiCompetencyContext = { codes: ReadonlyMap<number, string>; scaleLevels: number };

/** How the import finds the tenant's competencies: by code first, then by id. */
export type TQtiCompetencyLookup = { byCode: ReadonlyMap<string, number>; ids: ReadonlySet<number> };

function correctValues(question: TQuestionContent): string[] {
  if (question.kind === 'RATING') {
    return [];
  }
  if (question.kind === 'SHORT_ANSWER') {
    return question.acceptedAnswers;
  }
  if (question.kind === 'ORDERING') {
    return question.options.map((option) => option.id);
  }
  return question.options.filter((option) => option.isCorrect).map((option) => option.id);
}

function choicesXml(question: TQuestionContent, indent: string): string {
  return question.options
    .map((option) => {
      const feedback = hasText(option.feedback)
        ? `<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="${escapeXml(option.id)}" show-hide="show">${spans(option.feedback)}</qti-feedback-inline>`
        : '';
      return `${indent}<qti-simple-choice identifier="${escapeXml(option.id)}">${spans(option.text)}${feedback}</qti-simple-choice>`;
    })
    .join('\n');
}

function interactionXml(question: TQuestionContent, context: TQtiCompetencyContext): string {
  const inner = '          ';
  switch (question.kind) {
    case 'RATING':
      return `        <qti-slider-interaction response-identifier="RESPONSE" lower-bound="1" upper-bound="${Math.max(2, context.scaleLevels)}" step="1" step-label="true"/>`;
    case 'SHORT_ANSWER':
      return `        <p><qti-text-entry-interaction response-identifier="RESPONSE" expected-length="${AssessmentLimits.maxAcceptedAnswerLength}"/></p>`;
    case 'ORDERING':
      return [
        '        <qti-order-interaction response-identifier="RESPONSE" shuffle="true">',
        choicesXml(question, inner),
        '        </qti-order-interaction>',
      ].join('\n');
    default: {
      const maxChoices = question.kind === 'MULTIPLE_CHOICE' ? 0 : 1;
      const kindClass = question.kind === 'TRUE_FALSE' ? ' class="true-false"' : '';
      return [
        `        <qti-choice-interaction response-identifier="RESPONSE" max-choices="${maxChoices}" shuffle="true"${kindClass}>`,
        choicesXml(question, inner),
        '        </qti-choice-interaction>',
      ].join('\n');
    }
  }
}

function itemXml(questionId: number, question: TQuestionContent, context: TQtiCompetencyContext): string {
  const isRating = question.kind === 'RATING';
  const baseType = question.kind === 'SHORT_ANSWER' ? 'string' : isRating ? 'integer' : 'identifier';
  const code = question.competencyId === null ? undefined : context.codes.get(question.competencyId);
  const competency =
    question.competencyId === null
      ? ''
      : ` data-competency-id="${question.competencyId}"${code === undefined ? '' : ` data-competency-code="${escapeXml(code)}"`}`;
  // A rating has no correct response and scores nothing: no response processing.
  const processing = isRating
    ? []
    : [`    <qti-response-processing template="${question.kind === 'SHORT_ANSWER' ? MAP_RESPONSE : MATCH_CORRECT}"/>`];
  const values = correctValues(question)
    .map((value) => `<qti-value>${escapeXml(value)}</qti-value>`)
    .join('');
  const mapping =
    question.kind === 'SHORT_ANSWER'
      ? `\n      <qti-mapping default-value="0">${question.acceptedAnswers
          .map(
            (answer) =>
              `<qti-map-entry map-key="${escapeXml(answer)}" mapped-value="${question.points}" case-sensitive="false"/>`,
          )
          .join('')}</qti-mapping>`
      : '';
  const image = question.imageMediaId
    ? `\n        <img src="/api/media/file/${question.imageMediaId}" data-media-id="${question.imageMediaId}" alt=""/>`
    : '';
  const modal = hasText(question.feedback)
    ? `\n    <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="GENERAL" show-hide="show">${spans(question.feedback)}</qti-modal-feedback>`
    : '';
  const title = question.stem.en || question.stem['fr-CA'];
  return [
    `  <qti-assessment-item identifier="q-${questionId}" title="${escapeXml(title.slice(0, 200))}" adaptive="false" time-dependent="false" data-kind="${question.kind}"${competency}>`,
    `    <qti-response-declaration identifier="RESPONSE" cardinality="${CARDINALITY[question.kind]}" base-type="${baseType}">`,
    ...(isRating ? [] : [`      <qti-correct-response>${values}</qti-correct-response>${mapping}`]),
    '    </qti-response-declaration>',
    '    <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>',
    `    <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>${isRating ? 0 : question.points}</qti-value></qti-default-value></qti-outcome-declaration>`,
    '    <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>',
    '    <qti-item-body>',
    `        <p class="qti-stem">${spans(question.stem)}</p>${image}`,
    interactionXml(question, context),
    '    </qti-item-body>',
    ...processing,
    ...(modal === '' ? [] : [modal.slice(1)]),
    '  </qti-assessment-item>',
  ].join('\n');
}

/** A bank as one QTI 3.0 document (its retired questions are left out). */
export function buildQtiDocument(
  bank: { bankId: number; title: TBilingualText },
  questions: readonly { questionId: number; content: TQuestionContent }[],
  context: TQtiCompetencyContext = { codes: new Map(), scaleLevels: 5 },
): string {
  const title = bank.title.en || bank.title['fr-CA'];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-item-bank xmlns="${QTI_NAMESPACE}" identifier="bank-${bank.bankId}" title="${escapeXml(title)}">`,
    ...questions.map((question) => itemXml(question.questionId, question.content, context)),
    '</qti-item-bank>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Import

type TNode = Record<string, unknown>;

const META = XMLParser.getMetaDataSymbol() as unknown as string;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  captureMetaData: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // `qti:` prefixes and `xml:lang` read as plain names (`lang`).
  removeNSPrefix: true,
});

function tagOf(node: TNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

function childrenOf(node: TNode): TNode[] {
  const tag = tagOf(node);
  const children = tag ? node[tag] : undefined;
  return Array.isArray(children) ? (children as TNode[]) : [];
}

function attributesOf(node: TNode): Record<string, string> {
  const attributes = node[':@'];
  return attributes && typeof attributes === 'object' ? (attributes as Record<string, string>) : {};
}

function elementsOf(node: TNode, tag?: string): TNode[] {
  return childrenOf(node).filter((child) => {
    const name = tagOf(child);
    return name !== undefined && (tag === undefined || name === tag);
  });
}

function findFirst(node: TNode, tag: string): TNode | undefined {
  for (const child of elementsOf(node)) {
    if (tagOf(child) === tag) {
      return child;
    }
    const found = findFirst(child, tag);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** Text of a node and its descendants, except the elements named in `skip`. */
function textContent(node: TNode, skip: ReadonlySet<string> = new Set()): string {
  if (typeof node['#text'] === 'string') {
    return node['#text'];
  }
  return childrenOf(node)
    .filter((child) => !skip.has(tagOf(child) ?? ''))
    .map((child) => textContent(child, skip))
    .join('');
}

function lineAt(document: string, index: number | undefined): number {
  if (index === undefined) {
    return 1;
  }
  let line = 1;
  for (
    let position = document.indexOf('\n');
    position !== -1 && position < index;
    position = document.indexOf('\n', position + 1)
  ) {
    line += 1;
  }
  return line;
}

function startIndexOf(node: TNode): number | undefined {
  const meta = (node as Record<string, unknown>)[META] as { startIndex?: number } | undefined;
  return meta?.startIndex;
}

function localeOf(value: string | undefined): TLocaleCode | undefined {
  if (!value) {
    return undefined;
  }
  const lower = value.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) {
    return 'en';
  }
  if (lower === 'fr' || lower.startsWith('fr-')) {
    return 'fr-CA';
  }
  return undefined;
}

const INTERACTIONS = new Set([
  'qti-choice-interaction',
  'qti-order-interaction',
  'qti-text-entry-interaction',
  'qti-slider-interaction',
  'qti-feedback-inline',
  'img',
]);

/**
 * A bilingual text from a region: its `xml:lang` elements give each language; without any, the
 * whole text (whitespace collapsed) is in `fallback`'s language.
 */
function bilingualOf(node: TNode, fallback: TLocaleCode, skip: ReadonlySet<string> = INTERACTIONS): TBilingualText {
  const text: TBilingualText = { en: '', 'fr-CA': '' };
  let hasLanguages = false;
  const visit = (current: TNode) => {
    for (const child of elementsOf(current)) {
      const name = tagOf(child) ?? '';
      if (skip.has(name)) {
        continue;
      }
      const locale = localeOf(attributesOf(child).lang);
      if (locale) {
        hasLanguages = true;
        text[locale] = `${text[locale]}${textContent(child, skip)}`;
      } else {
        visit(child);
      }
    }
  };
  visit(node);
  if (!hasLanguages) {
    text[fallback] = textContent(node, skip).replace(/\s+/g, ' ').trim();
  }
  return { en: text.en.trim(), 'fr-CA': text['fr-CA'].trim() };
}

type TItemMapping = { content: unknown; errors: string[] };

/**
 * The competency an item names (`data-competency-code` first, then `data-competency-id`), as an id
 * of the importing tenant: null when it names none, undefined when it names one the tenant lacks.
 */
function competencyOf(attributes: Record<string, string>, lookup: TQtiCompetencyLookup): number | null | undefined {
  const code = attributes['data-competency-code'];
  const id = attributes['data-competency-id'];
  if (code === undefined && id === undefined) {
    return null;
  }
  const byCode = code === undefined ? undefined : lookup.byCode.get(code);
  if (byCode !== undefined) {
    return byCode;
  }
  const numeric = id !== undefined && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : undefined;
  return numeric !== undefined && lookup.ids.has(numeric) ? numeric : undefined;
}

function mapItem(item: TNode, fallback: TLocaleCode, lookup: TQtiCompetencyLookup): TItemMapping {
  const errors: string[] = [];
  const attributes = attributesOf(item);
  const body = findFirst(item, 'qti-item-body');
  if (!body) {
    return { content: null, errors: ['qti-item-body is missing'] };
  }
  const declaration = elementsOf(item, 'qti-response-declaration')[0];
  const correct = declaration ? findFirst(declaration, 'qti-correct-response') : undefined;
  const values = correct ? elementsOf(correct, 'qti-value').map((value) => textContent(value).trim()) : [];
  const mapping = declaration ? findFirst(declaration, 'qti-mapping') : undefined;
  const mapKeys = mapping
    ? elementsOf(mapping, 'qti-map-entry').map((entry) => attributesOf(entry)['map-key'] ?? '')
    : [];

  const choice = findFirst(body, 'qti-choice-interaction');
  const order = findFirst(body, 'qti-order-interaction');
  const textEntry = findFirst(body, 'qti-text-entry-interaction');
  const slider = findFirst(body, 'qti-slider-interaction');
  const interaction = choice ?? order;
  let kind: TQuestionKind | undefined;
  const declaredKind = attributes['data-kind'];
  if (slider) {
    // A slider is how a rating travels: the level is the answer, on the importing tenant's scale.
    kind = 'RATING';
  } else if (textEntry) {
    kind = 'SHORT_ANSWER';
  } else if (order) {
    kind = 'ORDERING';
  } else if (choice) {
    const cardinality = declaration ? attributesOf(declaration).cardinality : undefined;
    const maxChoices = attributesOf(choice)['max-choices'];
    const isMultiple = cardinality === 'multiple' || (maxChoices !== undefined && maxChoices !== '1');
    const isTrueFalse = declaredKind === 'TRUE_FALSE' || /\btrue-false\b/.test(attributesOf(choice).class ?? '');
    kind = isMultiple ? 'MULTIPLE_CHOICE' : isTrueFalse ? 'TRUE_FALSE' : 'SINGLE_CHOICE';
  } else {
    errors.push('No supported interaction (choice, order, text entry or slider)');
  }
  const competencyId = competencyOf(attributes, lookup);
  if (competencyId === undefined && kind === 'RATING') {
    errors.push(
      `${ASSESSMENT_MESSAGES.competencyUnknown} (${attributes['data-competency-code'] ?? attributes['data-competency-id'] ?? ''})`,
    );
  }

  const options = interaction
    ? elementsOf(interaction, 'qti-simple-choice').map((choiceNode) => {
        const id = attributesOf(choiceNode).identifier ?? '';
        const inline = findFirst(choiceNode, 'qti-feedback-inline');
        return {
          id,
          text: bilingualOf(choiceNode, fallback),
          isCorrect: kind !== 'ORDERING' && values.includes(id),
          feedback: inline ? bilingualOf(inline, fallback, new Set()) : { en: '', 'fr-CA': '' },
        };
      })
    : [];
  if (kind === 'ORDERING') {
    // The correct response is the order; the choices' document order is only how they were listed.
    const byId = new Map(options.map((option) => [option.id, option]));
    if (values.length !== options.length || values.some((id) => !byId.has(id))) {
      errors.push('The correct response of an order interaction must list every choice once');
    } else {
      options.splice(0, options.length, ...values.map((id) => byId.get(id) as (typeof options)[number]));
    }
  }

  const maxScore = elementsOf(item, 'qti-outcome-declaration').find(
    (outcome) => attributesOf(outcome).identifier === 'MAXSCORE',
  );
  const maxScoreValue = maxScore ? findFirst(maxScore, 'qti-value') : undefined;
  // A rating scores nothing (MAXSCORE 0); its stored points stay the default.
  const points = maxScoreValue && kind !== 'RATING' ? Number(textContent(maxScoreValue).trim()) : 1;

  const image = findFirst(body, 'img');
  const imageAttributes = image ? attributesOf(image) : {};
  const mediaId =
    imageAttributes['data-media-id'] ??
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(imageAttributes.src ?? '')?.[0] ??
    null;

  const modal = elementsOf(item, 'qti-modal-feedback')[0];
  const acceptedAnswers = [...new Set([...values, ...mapKeys].filter((answer) => answer !== ''))];
  return {
    errors,
    content: {
      kind,
      stem: bilingualOf(body, fallback),
      options: kind === 'SHORT_ANSWER' || kind === 'RATING' ? [] : options,
      acceptedAnswers: kind === 'SHORT_ANSWER' ? acceptedAnswers : [],
      imageMediaId: mediaId,
      points,
      feedback: modal ? bilingualOf(modal, fallback, new Set()) : { en: '', 'fr-CA': '' },
      // A competency another portal named and this one lacks is dropped from a test question.
      competencyId: competencyId ?? null,
    },
  };
}

export type TQtiParseResult =
  { isValid: true; questions: TQuestionContent[] } | { isValid: false; errors: TQtiImportError[] };

/** Reads a QTI 3.0 document into question contents, or every problem with its line (up to maxQtiErrors). */
export function parseQtiDocument(
  document: string,
  lookup: TQtiCompetencyLookup = { byCode: new Map(), ids: new Set() },
): TQtiParseResult {
  if (document.trim() === '') {
    return { isValid: false, errors: [{ line: 1, column: null, message: 'The file is empty' }] };
  }
  const doctype = document.search(/<!DOCTYPE/i);
  if (doctype !== -1) {
    // Entity declarations are how XML bombs work; QTI documents need none.
    return {
      isValid: false,
      errors: [{ line: lineAt(document, doctype), column: null, message: 'A DOCTYPE is not allowed' }],
    };
  }
  const wellFormed = XMLValidator.validate(document);
  if (wellFormed !== true) {
    return {
      isValid: false,
      errors: [{ line: wellFormed.err.line, column: wellFormed.err.col, message: wellFormed.err.msg }],
    };
  }
  const nodes = parser.parse(document) as TNode[];
  const root = nodes.find((node) => tagOf(node) !== undefined && tagOf(node) !== '?xml');
  if (!root) {
    return { isValid: false, errors: [{ line: 1, column: null, message: 'The file holds no qti-assessment-item' }] };
  }
  const rootFallback = localeOf(attributesOf(root).lang) ?? 'en';
  const items = tagOf(root) === 'qti-assessment-item' ? [root] : elementsOf(root, 'qti-assessment-item');
  if (items.length === 0) {
    return {
      isValid: false,
      errors: [
        { line: lineAt(document, startIndexOf(root)), column: null, message: 'The file holds no qti-assessment-item' },
      ],
    };
  }
  const errors: TQtiImportError[] = [];
  const questions: TQuestionContent[] = [];
  for (const item of items) {
    const line = lineAt(document, startIndexOf(item));
    const identifier = attributesOf(item).identifier ?? '?';
    const fallback = localeOf(attributesOf(item).lang) ?? rootFallback;
    const mapped = mapItem(item, fallback, lookup);
    for (const message of mapped.errors) {
      errors.push({ line, column: null, message: `Item ${identifier}: ${message}` });
    }
    if (mapped.errors.length > 0) {
      continue;
    }
    const parsed = ZQuestionContentSchema.safeParse(mapped.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const where = issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
        errors.push({ line, column: null, message: `Item ${identifier}${where}: ${issue.message}` });
      }
      continue;
    }
    questions.push(parsed.data);
  }
  if (errors.length > 0) {
    return { isValid: false, errors: errors.slice(0, AssessmentLimits.maxQtiErrors) };
  }
  return { isValid: true, questions };
}
