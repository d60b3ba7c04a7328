import { SKILL_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { competenciesToCsv, parseCompetencyCsv } from './competency-csv.ts';

const text = (en: string, fr = '') => ({ en, 'fr-CA': fr });

describe('competency CSV files', () => {
  it('numbers lines as a spreadsheet does, a cell with line breaks counting its own lines', () => {
    const file = ['conceptUri,preferredLabel,altLabels', 'A,Alpha,"one', 'two', 'three"', '', 'B,,', 'C,Gamma,'].join(
      '\n',
    );
    const { rows, errors } = parseCompetencyCsv(file);
    expect(errors).toEqual({ 'line.6.preferredLabel': [SKILL_MESSAGES.nameRequired] });
    expect(rows.map((row) => [row.line, row.code])).toEqual([
      [2, 'A'],
      [7, 'C'],
    ]);
    expect(rows[0]?.altLabels).toEqual(text('one\ntwo\nthree'));
  });

  it('reads back what it writes, quotes, commas and accents included', () => {
    const written = competenciesToCsv([
      {
        code: 'P',
        name: text('Sales, retail', 'Ventes « au détail »'),
        description: text('He said "hi"', ''),
        altLabels: text('a\nb', 'c'),
        broaderCode: null,
      },
      { code: 'C', name: text('Child'), description: text(''), altLabels: text(''), broaderCode: 'P' },
    ]);
    const { rows, errors } = parseCompetencyCsv(written);
    expect(errors).toEqual({});
    expect(rows.map(({ line: _line, ...row }) => row)).toEqual([
      {
        code: 'P',
        name: text('Sales, retail', 'Ventes « au détail »'),
        description: text('He said "hi"'),
        altLabels: text('a\nb', 'c'),
        broaderCode: null,
      },
      { code: 'C', name: text('Child'), description: text(''), altLabels: text(''), broaderCode: 'P' },
    ]);
  });

  it('names the column of a text that is too long', () => {
    const { errors } = parseCompetencyCsv(`conceptUri,preferredLabel,description@fr\nA,Alpha,${'x'.repeat(4001)}\n`);
    expect(errors).toEqual({ 'line.2.description@fr': [SKILL_MESSAGES.textTooLong] });
  });
});
