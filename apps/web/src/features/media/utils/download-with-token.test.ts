import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-with-token';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 6266 encoded name, then the plain one', () => {
    expect(fileNameFromDisposition(`attachment; filename="rapport.xlsx"; filename*=UTF-8''r%C3%A9sum%C3%A9.xlsx`)).toBe(
      'résumé.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="popular-assets-report.xlsx"')).toBe(
      'popular-assets-report.xlsx',
    );
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
