import { describe, expect, it } from 'vitest';
import { attachmentLanguageOf } from './attachment-language';

describe('attachmentLanguageOf', () => {
  it.each([
    ['video-fr.mp4', 'fr'],
    ['video-en.mp4', 'en'],
    ['Guide_EN.pdf', 'en'],
    ['deck (fr-CA).pptx', 'fr'],
    ['handbook.fra.pdf', 'fr'],
    ['french-fries.mp4', undefined],
    ['frozen.mp4', undefined],
    ['en.mp4', 'en'],
    ['welcome.mp4', undefined],
  ])('reads %s as %s', (fileName, language) => {
    expect(attachmentLanguageOf(fileName)).toBe(language);
  });
});
