import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './media-file-names.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\photo.png', 'photo.png'],
    ['a\u0000b\u0007c.pdf', 'abc.pdf'],
    ['line\nbreak.pdf', 'line break.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['zero\u200Bwidth.pdf', 'zerowidth.pdf'],
    ['   spaced   out   .pdf', 'spaced out .pdf'],
    ['...dots...', 'dots'],
    ['nul', '_nul'],
    ['LPT1.txt', '_LPT1.txt'],
    ['what?<>|*:".pdf', 'what.pdf'],
    ['', 'file'],
    [null, 'file'],
    ['e\u0301te\u0301.pdf', 'été.pdf'],
  ])('cleans %j to %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it("adds the type's extension to a name without one", () => {
    expect(sanitizeFileName('recording', 'audio/wav')).toBe('recording.wav');
    expect(sanitizeFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(sanitizeFileName('', 'application/pdf')).toBe('file.pdf');
  });

  it('cuts long names, keeping the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name in RFC 5987 form', () => {
    expect(contentDisposition('attachment', 'Présentation été "Q3".pptx')).toBe(
      `attachment; filename="Pr_sentation _t_ _Q3_.pptx"; filename*=UTF-8''Pr%C3%A9sentation%20%C3%A9t%C3%A9%20%22Q3%22.pptx`,
    );
    expect(contentDisposition('inline', "it's (1)*.pdf")).toBe(
      `inline; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`,
    );
  });

  it('cannot be broken out of by a name', () => {
    const header = contentDisposition('attachment', 'a\\"; filename=evil.html; x="%0D%0A.pdf');
    expect(header.split('filename*=')[0]).toBe('attachment; filename="a__; filename=evil.html; x=__0D_0A.pdf"; ');
  });
});
