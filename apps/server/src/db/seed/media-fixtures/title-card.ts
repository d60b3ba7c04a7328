/**
 * The demo's category thumbnails and covers: a branded gradient with a title, drawn as SVG
 * and rasterised by sharp (librsvg). Text uses the machine's sans-serif fonts; on a machine with
 * none the card still renders, only without its lettering.
 */

export type TPalette = { from: string; to: string; accent: string; ink: string };

/** One palette per demo tenant, so a learner sees at a glance whose content it is. */
export const PALETTES = {
  acme: { from: '#123a73', to: '#2f7fd1', accent: '#f59e0b', ink: '#ffffff' },
  boreal: { from: '#0f4c3a', to: '#2a9d8f', accent: '#e9c46a', ink: '#ffffff' },
} as const satisfies Record<string, TPalette>;

export type TTitleCard = {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  palette: TPalette;
};

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Splits a title into at most `maxLines` lines of roughly `maxChars` characters, on word boundaries. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= maxChars || line === '') {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') {
    lines.push(line);
  }
  if (lines.length <= maxLines) {
    return lines;
  }
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

export function buildTitleCardSvg(card: TTitleCard): string {
  const { width, height, palette } = card;
  const short = Math.min(width, height);
  // Small squares (thumbnails) get bigger type relative to their size and fewer characters a line.
  const fontSize = Math.max(10, Math.round(short * (width === height ? 0.14 : 0.11)));
  // Bold DejaVu/Liberation average about 0.65 em a character: keep lines inside the card.
  const maxChars = Math.max(6, Math.floor((width * 0.84) / (fontSize * 0.66)));
  const lines = wrapWords(card.title, maxChars, width === height ? 4 : 3);
  const lineHeight = Math.round(fontSize * 1.2);
  const subtitleSize = Math.max(8, Math.round(fontSize * 0.55));
  const hasSubtitle = card.subtitle !== undefined && card.subtitle !== '' && height >= 90;
  const blockHeight = lines.length * lineHeight + (hasSubtitle ? subtitleSize * 1.8 : 0);
  const firstBaseline = Math.round((height - blockHeight) / 2 + fontSize);
  const x = Math.round(width * 0.07);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstBaseline + index * lineHeight}" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitle = hasSubtitle
    ? `<text x="${x}" y="${Math.round(firstBaseline + lines.length * lineHeight + subtitleSize * 0.6)}" font-size="${subtitleSize}" opacity="0.85">${escapeXml(card.subtitle ?? '')}</text>`
    : '';
  const stripe = Math.max(3, Math.round(short * 0.04));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.92)}" cy="${Math.round(height * 0.12)}" r="${Math.round(short * 0.32)}" fill="${palette.ink}" opacity="0.08"/>` +
    `<rect x="0" y="0" width="${stripe}" height="${height}" fill="${palette.accent}"/>` +
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" fill="${palette.ink}">${text}${subtitle}</g>` +
    `</svg>`
  );
}
