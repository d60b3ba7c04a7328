import { createCoverImage, createThumbnailImage } from './media-fixtures/cover-image.ts';
import { createDemoVideo } from './media-fixtures/demo-video.ts';
import { createPdfDocument } from './media-fixtures/pdf-document.ts';
import { createPowerPointPresentation } from './media-fixtures/pptx-presentation.ts';
import { createWavChime } from './media-fixtures/wav-audio.ts';
import type { TDemoCatalogue } from './resource-catalogue.ts';

/*
 * The files of one demo tenant's library, generated at seed time (no binary in the repository):
 * a thumbnail (121x121 PNG) and a cover (960x540 JPEG) per parent category, and a handbook (PDF),
 * a deck (PowerPoint) and a video (H.264 MP4) in each language, and one audio chime (WAV). Each is
 * stored once and attached to as many resources as use it.
 */

export type TLanguage = 'en' | 'fr';

export type TDemoFile = { key: string; fileName: string; bytes: Buffer };

/** Where each kind of generated file goes, by its key in the kit. */
export const MEDIA_KIT_KEYS = {
  thumbnail: (categoryCode: string) => `thumbnail:${categoryCode}`,
  cover: (categoryCode: string) => `cover:${categoryCode}`,
  document: (language: TLanguage) => `document:${language}`,
  presentation: (language: TLanguage) => `presentation:${language}`,
  video: (language: TLanguage) => `video:${language}`,
  audio: 'audio',
} as const;

type TLanguageTexts = {
  handbookTitle: string;
  handbookSubtitle: string;
  paragraphs: string[];
  deckTitle: string;
  deckSubtitle: string;
  sections: { heading: string; bullets: string[] }[];
  videoTitle: string;
  videoSubtitle: string;
};

function textsOf(tenantName: string, language: TLanguage): TLanguageTexts {
  if (language === 'fr') {
    return {
      handbookTitle: `Guide de formation ${tenantName}`,
      handbookSubtitle: 'Document de démonstration du portail de formation',
      paragraphs: [
        `Ce guide accompagne les ressources de la bibliothèque de ${tenantName}. Il montre comment un document PDF s’ouvre directement dans le portail, sans logiciel supplémentaire.`,
        'Santé et sécurité au travail : chaque employé a le droit de refuser un travail dangereux et le devoir de signaler tout danger à son superviseur. Les procédures de cadenassage, le port des équipements de protection individuelle et la déclaration des quasi-accidents font partie de notre quotidien.',
        'Éthique et conformité : agissez avec intégrité, protégez les renseignements personnels de nos clients et de vos collègues, et n’hésitez jamais à poser une question. La ligne d’éthique est confidentielle et accessible en tout temps.',
        'Développement : votre gestionnaire vous accompagne dans votre parcours. Consultez les catégories qui vous intéressent, ajoutez des ressources à vos favoris et revenez-y quand vous en avez besoin.',
        'Ce document a été généré automatiquement pour la démonstration. Son contenu est fictif.',
      ],
      deckTitle: `Présentation ${tenantName}`,
      deckSubtitle: 'Présentation de démonstration du portail de formation',
      sections: [
        {
          heading: 'Pourquoi cette formation',
          bullets: ['Travailler en sécurité', 'Servir nos clients avec respect', 'Grandir dans son rôle'],
        },
        {
          heading: 'Ce que vous retiendrez',
          bullets: ['Les règles essentielles', 'Les bons réflexes au quotidien', 'À qui s’adresser en cas de doute'],
        },
        {
          heading: 'Pour aller plus loin',
          bullets: ['Consultez la bibliothèque de ressources', 'Parlez-en à votre gestionnaire'],
        },
      ],
      videoTitle: `${tenantName} – Formation`,
      videoSubtitle: 'Vidéo de démonstration',
    };
  }
  return {
    handbookTitle: `${tenantName} learning handbook`,
    handbookSubtitle: 'A demo document of the learning portal',
    paragraphs: [
      `This handbook comes with the resources of the ${tenantName} library. It shows how a PDF document opens right in the portal, with no extra software.`,
      'Health and safety: every employee has the right to refuse unsafe work and the duty to report hazards to their supervisor. Lockout procedures, personal protective equipment and near-miss reporting are part of our everyday work.',
      'Ethics and compliance: act with integrity, protect the personal information of our customers and colleagues, and never hesitate to ask. The ethics line is confidential and open at all times.',
      'Development: your manager supports your learning path. Browse the categories you care about, add resources to your favourites and come back to them whenever you need.',
      'This document was generated for the demo. Its content is fictional.',
    ],
    deckTitle: `${tenantName} presentation`,
    deckSubtitle: 'A demo presentation of the learning portal',
    sections: [
      {
        heading: 'Why this training',
        bullets: ['Work safely', 'Serve our customers with respect', 'Grow in your role'],
      },
      {
        heading: 'What you will take away',
        bullets: ['The essential rules', 'Good habits for every day', 'Who to ask when in doubt'],
      },
      { heading: 'Going further', bullets: ['Browse the resource library', 'Talk to your manager'] },
    ],
    videoTitle: `${tenantName} learning`,
    videoSubtitle: 'Demo video',
  };
}

function slugOf(code: string): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/** Generates the tenant's files (in parallel: sharp works on its own threads). */
export async function generateMediaKit(catalogue: TDemoCatalogue, tenantName: string): Promise<TDemoFile[]> {
  const { palette, tenantCode } = catalogue;
  const languageOf = (language: TLanguage) => (language === 'fr' ? 'fr-CA' : 'en-US');
  const jobs: Promise<TDemoFile>[] = [];
  for (const category of catalogue.categories) {
    const title = category.names[catalogue.primaryLanguage];
    jobs.push(
      createThumbnailImage({ title, palette }).then((bytes) => ({
        key: MEDIA_KIT_KEYS.thumbnail(category.code),
        fileName: `thumbnail-${slugOf(category.code)}.png`,
        bytes,
      })),
      createCoverImage({ title, subtitle: tenantName, palette }).then((bytes) => ({
        key: MEDIA_KIT_KEYS.cover(category.code),
        fileName: `cover-${slugOf(category.code)}.jpg`,
        bytes,
      })),
    );
  }
  for (const language of ['en', 'fr'] as const) {
    const texts = textsOf(tenantName, language);
    jobs.push(
      Promise.resolve({
        key: MEDIA_KIT_KEYS.document(language),
        fileName: `${tenantCode}-handbook-${language}.pdf`,
        bytes: createPdfDocument({
          title: texts.handbookTitle,
          subtitle: texts.handbookSubtitle,
          paragraphs: texts.paragraphs,
          author: tenantName,
        }),
      }),
      createPowerPointPresentation({
        title: texts.deckTitle,
        subtitle: texts.deckSubtitle,
        sections: texts.sections,
        palette,
        author: tenantName,
        language: languageOf(language),
      }).then((bytes) => ({
        key: MEDIA_KIT_KEYS.presentation(language),
        fileName: `${tenantCode}-presentation-${language}.pptx`,
        bytes,
      })),
      createDemoVideo({ title: texts.videoTitle, subtitle: texts.videoSubtitle, palette }).then((bytes) => ({
        key: MEDIA_KIT_KEYS.video(language),
        fileName: `${tenantCode}-video-${language}.mp4`,
        bytes,
      })),
    );
  }
  jobs.push(
    Promise.resolve({ key: MEDIA_KIT_KEYS.audio, fileName: `${tenantCode}-chime.wav`, bytes: createWavChime() }),
  );
  return Promise.all(jobs);
}
