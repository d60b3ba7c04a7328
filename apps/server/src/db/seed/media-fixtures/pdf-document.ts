/**
 * A small, valid PDF 1.4 written by hand: catalog, page tree, one Letter page per screenful of
 * text, Helvetica in WinAnsiEncoding (so French accents print), and a cross-reference table whose
 * offsets are exact. Browsers' PDF viewers, Acrobat and pdf.js all open it.
 */

export type TPdfDocument = {
  title: string;
  /** Shown under the title in a smaller type. */
  subtitle?: string;
  paragraphs: readonly string[];
  author?: string;
};

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 11;
const BODY_LEADING = 15;
const TITLE_SIZE = 20;
// Average Helvetica advance is about half an em: good enough to wrap body text inside the margins.
const CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (BODY_SIZE * 0.5));

// WinAnsiEncoding matches Latin-1 for accented letters; typographic marks live in 0x80-0x9F.
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  Œ: 0x8c,
};

/** Text as a PDF literal string in WinAnsiEncoding: `(…)` with `\`, `(` and `)` escaped. */
export function encodePdfString(text: string): Buffer {
  const bytes: number[] = [0x28];
  for (const char of text) {
    const code = WIN_ANSI_EXTRAS[char] ?? char.codePointAt(0) ?? 0x3f;
    const byte = code > 0xff ? 0x3f : code;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) {
      bytes.push(0x5c);
    }
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length > maxChars && line !== '') {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') {
    lines.push(line);
  }
  return lines;
}

type TLine = { text: string; font: 'F1' | 'F2'; size: number; gapBefore: number };

function layOutPages(document: TPdfDocument): TLine[][] {
  const lines: TLine[] = wrapText(document.title, Math.floor(CHARS_PER_LINE / 1.9)).map((text, index) => ({
    text,
    font: 'F2',
    size: TITLE_SIZE,
    gapBefore: index === 0 ? 0 : TITLE_SIZE * 1.25,
  }));
  if (document.subtitle !== undefined) {
    lines.push({ text: document.subtitle, font: 'F1', size: 12, gapBefore: 26 });
  }
  document.paragraphs.forEach((paragraph, paragraphIndex) => {
    wrapText(paragraph, CHARS_PER_LINE).forEach((text, index) => {
      lines.push({
        text,
        font: 'F1',
        size: BODY_SIZE,
        gapBefore: index === 0 ? (paragraphIndex === 0 ? 34 : BODY_LEADING * 1.7) : BODY_LEADING,
      });
    });
  });
  const pages: TLine[][] = [[]];
  let used = 0;
  for (const line of lines) {
    const current = pages[pages.length - 1] ?? [];
    if (used + line.gapBefore > PAGE_HEIGHT - 2 * MARGIN && current.length > 0) {
      pages.push([{ ...line, gapBefore: 0 }]);
      used = 0;
      continue;
    }
    current.push(line);
    used += line.gapBefore;
  }
  return pages;
}

function contentStream(lines: readonly TLine[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`BT\n${MARGIN} ${PAGE_HEIGHT - MARGIN - TITLE_SIZE} Td\n`, 'latin1')];
  for (const line of lines) {
    parts.push(
      Buffer.from(`/${line.font} ${line.size} Tf\n0 ${-line.gapBefore} Td\n`, 'latin1'),
      encodePdfString(line.text),
      Buffer.from(' Tj\n', 'latin1'),
    );
  }
  parts.push(Buffer.from('ET\n', 'latin1'));
  return Buffer.concat(parts);
}

/** Builds the PDF. Objects: 1 catalog, 2 pages, 3 info, 4-5 fonts, then a page and its content per page. */
export function createPdfDocument(document: TPdfDocument): Buffer {
  const pages = layOutPages(document);
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'));
  objects.push(
    Buffer.from(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
      'latin1',
    ),
  );
  objects.push(
    Buffer.concat([
      Buffer.from('<< /Title ', 'latin1'),
      encodePdfString(document.title),
      Buffer.from(' /Author ', 'latin1'),
      encodePdfString(document.author ?? 'Portal demo'),
      Buffer.from(' /Producer (portal demo seed) >>', 'latin1'),
    ]),
  );
  objects.push(
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
  );
  objects.push(
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'),
  );
  pages.forEach((lines, index) => {
    const contentId = (pageIds[index] ?? 0) + 1;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${contentId} 0 R >>`,
        'latin1',
      ),
    );
    const stream = contentStream(lines);
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });
  // A binary comment line after the header tells transfer tools the file is not plain text.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n/f, CR LF.
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n` +
    offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n\r\n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
