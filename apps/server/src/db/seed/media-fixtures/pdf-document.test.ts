import { describe, expect, it } from 'vitest';
import { createPdfDocument, encodePdfString } from './pdf-document.ts';

const longParagraph = 'La santé et la sécurité au travail sont l’affaire de toutes et de tous. '.repeat(12);

function pdfOf(paragraphs: readonly string[]) {
  return createPdfDocument({
    title: 'Guide de sécurité (édition 2026)',
    subtitle: 'Boréal Inc.',
    paragraphs,
  });
}

/** Reads the xref table back, as a PDF reader does from the end of the file. */
function readXref(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefOffset = Number(startxref?.[1]);
  expect(text.slice(xrefOffset, xrefOffset + 5)).toBe('xref\n');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefOffset));
  const count = Number(header?.[1]);
  const entriesStart = xrefOffset + (header?.[0].length ?? 0);
  const entries = Array.from({ length: count }, (_, index) =>
    text.slice(entriesStart + index * 20, entriesStart + (index + 1) * 20),
  );
  const trailer = text.slice(entriesStart + count * 20);
  return { text, count, entries, trailer };
}

describe('PDF document', () => {
  it('starts with a PDF 1.4 header and ends with %%EOF', () => {
    const pdf = pdfOf(['Premier paragraphe.']);
    expect(pdf.toString('latin1', 0, 9)).toBe('%PDF-1.4\n');
    expect(pdf.toString('latin1').endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose every offset points at its object', () => {
    const { text, count, entries, trailer } = readXref(pdfOf(['Un.', 'Deux.', longParagraph]));
    expect(entries[0]).toBe('0000000000 65535 f\r\n');
    for (let objectNumber = 1; objectNumber < count; objectNumber += 1) {
      const entry = entries[objectNumber] ?? '';
      expect(entry).toMatch(/^\d{10} 00000 n\r\n$/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${objectNumber} 0 obj`.length)).toBe(`${objectNumber} 0 obj`);
    }
    expect(trailer).toContain(`/Size ${count}`);
    expect(trailer).toContain('/Root 1 0 R');
  });

  it('declares stream lengths that match the bytes between stream and endstream', () => {
    const pdf = pdfOf(['Un paragraphe.', longParagraph]);
    const text = pdf.toString('latin1');
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThan(0);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      const length = Number(match[1]);
      expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    }
  });

  it('spreads long text over several pages of the page tree', () => {
    const pdf = pdfOf(Array.from({ length: 8 }, () => longParagraph));
    const text = pdf.toString('latin1');
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(text.match(/\/Type \/Page /g)?.length).toBe(count);
  });

  it('writes accents in WinAnsiEncoding and escapes the string delimiters', () => {
    expect(encodePdfString('Sécurité (été) \\ l’œuvre')).toEqual(
      Buffer.from([
        0x28,
        ...Buffer.from('S\xe9curit\xe9 \\(\xe9t\xe9\\) \\\\ l', 'latin1'),
        0x92,
        0x9c,
        ...Buffer.from('uvre', 'latin1'),
        0x29,
      ]),
    );
    const pdf = pdfOf(['Éthique']);
    expect(pdf.includes(Buffer.from('(\xc9thique) Tj', 'latin1'))).toBe(true);
    expect(pdf.toString('latin1')).toContain('/Encoding /WinAnsiEncoding');
  });
});
