import type { TAssetAttachment, TLocaleCode } from '@portal/contracts';

type TLanguage = 'en' | 'fr';

// A language tag ending the file's name before its extension: `video-fr.mp4`, `guide_EN.pdf`,
// `deck (fr-CA).pptx`. Attachments carry no language of their own; their names are how both the
// demo and people tell the versions apart.
const LANGUAGE_TAG = /(?:^|[-_ .([])(en|eng|fr|fra)(?:[-_](?:ca|us|gb|fr))?[)\]]?$/i;

/** The language a file's name says it is in, if it says one. */
export function attachmentLanguageOf(fileName: string): TLanguage | undefined {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const tag = LANGUAGE_TAG.exec(stem)?.[1]?.toLowerCase();
  if (tag === undefined) {
    return undefined;
  }
  return tag.startsWith('f') ? 'fr' : 'en';
}

/**
 * The attachments a viewer of `locale` sees: a file marked as the other language is left out when
 * the asset has the same kind of file (video, audio, document...) in the viewer's language; without
 * one, the other language's file stays (the fallback). Unmarked files always stay.
 */
export function attachmentsForLocale(
  attachments: readonly TAssetAttachment[],
  locale: TLocaleCode,
  kindOf: (contentType: string) => string,
): TAssetAttachment[] {
  const language: TLanguage = locale === 'fr-CA' ? 'fr' : 'en';
  const kindsInLanguage = new Set(
    attachments
      .filter((attachment) => attachmentLanguageOf(attachment.fileName) === language)
      .map((attachment) => kindOf(attachment.contentType)),
  );
  return attachments.filter((attachment) => {
    const own = attachmentLanguageOf(attachment.fileName);
    return own === undefined || own === language || !kindsInLanguage.has(kindOf(attachment.contentType));
  });
}
