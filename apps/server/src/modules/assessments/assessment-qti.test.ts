import { describe, expect, it } from 'vitest';
import { parseQtiDocument } from './assessment-qti.ts';

/* QTI 3.0 import of documents other tools write: plain items without language markup, prefixes, CRLF. */

const item = (identifier: string, body: string, declaration: string, extra = '') =>
  `<qti-assessment-item identifier="${identifier}" title="t" adaptive="false" time-dependent="false" ${extra}>
  ${declaration}
  <qti-item-body>${body}</qti-item-body>
</qti-assessment-item>`;

describe('parseQtiDocument', () => {
  it('reads a plain single item (no language markup) as English, and a French one by its xml:lang', () => {
    const english = item(
      'plain',
      `<p>Which exit is closest?</p>
       <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
         <qti-simple-choice identifier="north">North</qti-simple-choice>
         <qti-simple-choice identifier="south">South</qti-simple-choice>
       </qti-choice-interaction>`,
      `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
         <qti-correct-response><qti-value>north</qti-value></qti-correct-response>
       </qti-response-declaration>`,
    );
    const result = parseQtiDocument(`<?xml version="1.0"?>\n${english}`);
    expect(result).toMatchObject({
      isValid: true,
      questions: [
        {
          kind: 'SINGLE_CHOICE',
          stem: { en: 'Which exit is closest?', 'fr-CA': '' },
          options: [
            { id: 'north', text: { en: 'North', 'fr-CA': '' }, isCorrect: true },
            { id: 'south', isCorrect: false },
          ],
          points: 1,
        },
      ],
    });
    const french = parseQtiDocument(
      `<qti:qti-item-bank xmlns:qti="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" xml:lang="fr-CA">
        <qti:qti-assessment-item identifier="fr">
          <qti:qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string">
            <qti:qti-correct-response><qti:qti-value>Classe C</qti:qti-value></qti:qti-correct-response>
            <qti:qti-mapping><qti:qti-map-entry map-key="C" mapped-value="1"/></qti:qti-mapping>
          </qti:qti-response-declaration>
          <qti:qti-item-body><p>Quelle classe d’extincteur ? <qti:qti-text-entry-interaction response-identifier="RESPONSE"/></p></qti:qti-item-body>
        </qti:qti-assessment-item>
      </qti:qti-item-bank>`,
    );
    expect(french).toMatchObject({
      isValid: true,
      questions: [
        {
          kind: 'SHORT_ANSWER',
          stem: { en: '', 'fr-CA': 'Quelle classe d’extincteur ?' },
          acceptedAnswers: ['Classe C', 'C'],
        },
      ],
    });
  });

  it('reads multiple choice and ordering (the correct response is the order)', () => {
    const document = `<qti-item-bank>
${item(
  'multi',
  `<p>Pick two</p><qti-choice-interaction response-identifier="RESPONSE" max-choices="0">
     <qti-simple-choice identifier="a">A</qti-simple-choice><qti-simple-choice identifier="b">B</qti-simple-choice>
     <qti-simple-choice identifier="c">C</qti-simple-choice></qti-choice-interaction>`,
  `<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="identifier">
     <qti-correct-response><qti-value>a</qti-value><qti-value>c</qti-value></qti-correct-response></qti-response-declaration>`,
)}
${item(
  'order',
  `<p>Order them</p><qti-order-interaction response-identifier="RESPONSE">
     <qti-simple-choice identifier="x">X</qti-simple-choice><qti-simple-choice identifier="y">Y</qti-simple-choice>
   </qti-order-interaction>`,
  `<qti-response-declaration identifier="RESPONSE" cardinality="ordered" base-type="identifier">
     <qti-correct-response><qti-value>y</qti-value><qti-value>x</qti-value></qti-correct-response></qti-response-declaration>`,
)}
</qti-item-bank>`;
    const result = parseQtiDocument(document);
    if (!result.isValid) {
      throw new Error(JSON.stringify(result.errors));
    }
    expect(result.questions.map((question) => question.kind)).toEqual(['MULTIPLE_CHOICE', 'ORDERING']);
    expect(result.questions[0]?.options.map((option) => option.isCorrect)).toEqual([true, false, true]);
    expect(result.questions[1]?.options.map((option) => option.id)).toEqual(['y', 'x']);
  });

  it('names the line of each bad item, with Windows line ends too', () => {
    const good = item(
      'good',
      `<p>Ok?</p><qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
       <qti-simple-choice identifier="a">A</qti-simple-choice><qti-simple-choice identifier="b">B</qti-simple-choice>
       </qti-choice-interaction>`,
      `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
       <qti-correct-response><qti-value>a</qti-value></qti-correct-response></qti-response-declaration>`,
    );
    const noInteraction = item('empty', '<p>Nothing to answer</p>', '');
    const lines = ['<qti-item-bank>', good, noInteraction, '</qti-item-bank>'].join('\n').split('\n');
    const badLine = lines.findIndex((line) => line.includes('identifier="empty"')) + 1;
    const result = parseQtiDocument(lines.join('\r\n'));
    expect(result).toEqual({
      isValid: false,
      errors: [
        {
          line: badLine,
          column: null,
          message: 'Item empty: No supported interaction (choice, order, text entry or slider)',
        },
      ],
    });
  });

  it('refuses a DOCTYPE and a file that is not XML, with their line', () => {
    expect(parseQtiDocument('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "b">]>\n<x/>')).toMatchObject({
      isValid: false,
      errors: [{ line: 2 }],
    });
    expect(parseQtiDocument('not xml at all')).toMatchObject({ isValid: false, errors: [{ line: 1 }] });
    expect(parseQtiDocument('<qti-item-bank>\n</qti-item-bank>')).toMatchObject({
      isValid: false,
      errors: [{ message: 'The file holds no qti-assessment-item' }],
    });
  });

  it('reads a slider as a RATING of the competency named by code, and drops a test item’s unknown competency', () => {
    const lookup = { byCode: new Map([['LISTEN', 41]]), ids: new Set([41, 42]) };
    const rating = (attributes: string) =>
      item(
        'rate',
        '<p>How well do you listen?</p><qti-slider-interaction response-identifier="RESPONSE" lower-bound="1" upper-bound="4" step="1"/>',
        '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="integer"/>',
        attributes,
      );
    const choice = item(
      'choice',
      `<p>Ok?</p><qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
       <qti-simple-choice identifier="a">A</qti-simple-choice><qti-simple-choice identifier="b">B</qti-simple-choice>
       </qti-choice-interaction>`,
      `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
       <qti-correct-response><qti-value>a</qti-value></qti-correct-response></qti-response-declaration>`,
      'data-competency-code="ELSEWHERE" data-competency-id="7"',
    );
    const good = parseQtiDocument(
      `<qti-item-bank>${rating('data-competency-code="LISTEN" data-competency-id="99"')}${rating('data-competency-id="42"')}${choice}</qti-item-bank>`,
      lookup,
    );
    expect(good).toMatchObject({
      isValid: true,
      questions: [
        { kind: 'RATING', competencyId: 41, options: [], stem: { en: 'How well do you listen?' } },
        { kind: 'RATING', competencyId: 42 },
        { kind: 'SINGLE_CHOICE', competencyId: null },
      ],
    });
    const unknown = parseQtiDocument(
      `<qti-item-bank>\n${rating('data-competency-code="NOPE"')}\n</qti-item-bank>`,
      lookup,
    );
    expect(unknown).toEqual({
      isValid: false,
      errors: [{ line: 2, column: null, message: 'Item rate: This competency does not exist (NOPE)' }],
    });
    const unnamed = parseQtiDocument(rating(''), lookup);
    expect(unnamed).toMatchObject({
      isValid: false,
      errors: [{ message: 'Item rate (competencyId): Choose the competency this question rates' }],
    });
  });
});
