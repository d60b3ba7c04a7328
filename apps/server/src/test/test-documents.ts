import { readFileSync } from 'node:fs';

/*
 * The one document the tests upload: the demo handbook, a real one-page PDF made once with pdf-lib
 * (db/seed/media-files/README.md), read from disk rather than written by code of ours. Server
 * tests and e2e journeys share it.
 */
const HANDBOOK = readFileSync(new URL('../db/seed/media-files/handbook-en.pdf', import.meta.url));

/**
 * A real PDF whose bytes carry `text` (in a comment after the file's end, which readers skip), so
 * two texts make two different files and a test can find its text in what it downloads. It ends
 * with `%%EOF` and a line break, as the handbook itself does.
 */
export function pdfFile(text = 'Hello'): Buffer {
  return Buffer.concat([HANDBOOK, Buffer.from(`% ${text}\n%%EOF\n`, 'latin1')]);
}
