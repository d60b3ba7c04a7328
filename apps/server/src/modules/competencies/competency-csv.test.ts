import { SKILL_MESSAGES } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { broaderErrorsOf, competenciesToCsv, parseCompetencyCsv } from './competency-csv.ts';

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

  it('writes no cell a spreadsheet would open as a formula, and reads the texts back as they were', () => {
    const dangerous = {
      code: 'F',
      name: text('=HYPERLINK("https://evil.example","Open")', '@SUM(A1:A9)'),
      description: text('+1 555 0100', '\uFF1D1+1'),
      altLabels: text('-2+3\nsafe', "'quoted"),
      broaderCode: null,
    };
    const written = competenciesToCsv([dangerous, { ...dangerous, code: 'G', description: text('\tcmd', '\rcmd') }]);
    const records: string[][] = parse(written, { relax_column_count: true });
    const cells = records.slice(1).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell))).toEqual([]);
    expect(cells).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("https://evil.example","Open")`,
        "'@SUM(A1:A9)",
        "'+1 555 0100",
        "'\uFF1D1+1",
        "'-2+3\nsafe",
        "'quoted",
        "'\tcmd",
        "'\rcmd",
      ]),
    );
    const { rows, errors } = parseCompetencyCsv(written);
    expect(errors).toEqual({});
    const { line: _line, ...first } = rows[0] ?? { line: 0 };
    expect(first).toEqual(dangerous);
    // Cells are trimmed on import, as before: the tab and the carriage return do not come back.
    expect(rows[1]?.description).toEqual(text('cmd', 'cmd'));
  });

  it('takes off one quote before a formula character on import, and no other', () => {
    const file = ['conceptUri,preferredLabel,preferredLabel@fr,description', `A,'=1+1,''@x,'plain`].join('\n');
    const { rows, errors } = parseCompetencyCsv(file);
    expect(errors).toEqual({});
    expect(rows[0]).toMatchObject({ name: text('=1+1', "''@x"), description: text("'plain") });
  });

  it('names the column of a text that is too long', () => {
    const { errors } = parseCompetencyCsv(`conceptUri,preferredLabel,description@fr\nA,Alpha,${'x'.repeat(4001)}\n`);
    expect(errors).toEqual({ 'line.2.description@fr': [SKILL_MESSAGES.textTooLong] });
  });

  it('checks broader skills against the framework as the import would leave it', () => {
    const existing = [
      { code: 'P', broaderCode: null },
      { code: 'C', broaderCode: 'P' },
      { code: 'Q', broaderCode: null },
    ];
    const line = (n: number, code: string, broaderCode: string | null) => ({ line: n, code, broaderCode });
    expect(
      broaderErrorsOf(
        [
          line(2, 'NEW', 'Q'),
          line(3, 'SELF', 'SELF'),
          line(4, 'UNDER_CHILD', 'C'),
          line(5, 'P', 'Q'),
          line(6, 'LOST', 'NOWHERE'),
          line(7, 'NEW2', 'NEW_PARENT'),
          line(8, 'NEW_PARENT', null),
        ],
        existing,
      ),
    ).toEqual({
      'line.3.broaderConceptUri': [SKILL_MESSAGES.parentNested],
      'line.4.broaderConceptUri': [SKILL_MESSAGES.parentNested],
      'line.5.broaderConceptUri': [SKILL_MESSAGES.parentNested],
      'line.6.broaderConceptUri': [SKILL_MESSAGES.csvBroaderUnknown],
    });
    // A parent whose only child moves elsewhere in the same file may become a child itself.
    expect(broaderErrorsOf([line(2, 'C', 'Q'), line(3, 'P', 'Q')], existing)).toEqual({});
  });
});
