import type { TLocaleCode, TTeamAssignableKind } from '@portal/contracts';
import type { TEventNotificationText } from '../events/event-notifications.ts';

/*
 * The texts of the notifications a manager's assignments and nudges send, in each language (the
 * events module's `notifyUsers` stores one notification per language used, in the caller's
 * transaction). Links are absolute: the notification sanitizer keeps only those.
 */

const KIND_WORDS: Record<TTeamAssignableKind, Record<TLocaleCode, string>> = {
  PATH: { en: 'learning path', 'fr-CA': 'parcours d’apprentissage' },
  RESOURCE: { en: 'resource', 'fr-CA': 'ressource' },
  ASSESSMENT: { en: 'assessment', 'fr-CA': 'évaluation' },
  EVENT: { en: 'event session', 'fr-CA': 'séance' },
};

/** A YYYY-MM-DD date (or an instant) as people read it, in their language. */
function longDate(locale: TLocaleCode, date: string): string {
  const instant = date.length === 10 ? `${date}T12:00:00.000Z` : date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(instant));
}

export type TAssignmentNotice = {
  kind: TTeamAssignableKind;
  title: string;
  managerName: string;
  /** YYYY-MM-DD (resources, assessments) or the session's start (events), else null. */
  dueDate: string | null;
  message: string | undefined;
  /** Where the item opens (absolute). */
  href: string;
  /** Events only: whether the person got a seat or joined the waiting list. */
  seat?: 'SEATED' | 'WAITING';
};

/** "Your manager assigned you ..." in one language. */
export function assignmentText(notice: TAssignmentNotice, locale: TLocaleCode): TEventNotificationText {
  const fr = locale === 'fr-CA';
  const kind = KIND_WORDS[notice.kind][locale];
  const paragraphs: string[] = [];
  if (notice.kind === 'EVENT') {
    const at = notice.dueDate ? longDate(locale, notice.dueDate) : '';
    paragraphs.push(
      fr
        ? `${notice.managerName} vous a inscrit à cette séance, le ${at}.`
        : `${notice.managerName} registered you for this event session on ${at}.`,
    );
    paragraphs.push(
      notice.seat === 'WAITING'
        ? fr
          ? 'La séance est complète : vous êtes sur la liste d’attente.'
          : 'The session is full: you are on the waiting list.'
        : fr
          ? 'Votre place est réservée.'
          : 'Your seat is reserved.',
    );
  } else {
    paragraphs.push(
      fr
        ? `${notice.managerName} vous a affecté ce contenu (${kind}).`
        : `${notice.managerName} assigned you this ${kind}.`,
    );
    if (notice.dueDate) {
      const due = longDate(locale, notice.dueDate);
      paragraphs.push(fr ? `À terminer d’ici le ${due}.` : `Due by ${due}.`);
    }
  }
  if (notice.message) {
    paragraphs.push(notice.message);
  }
  return {
    title: fr ? `Nouvelle affectation : ${notice.title}` : `New assignment: ${notice.title}`,
    paragraphs,
    link: { href: notice.href, label: fr ? 'Ouvrir' : 'Open' },
  };
}

/** A manager's reminder to keep learning, in one language. */
export function nudgeText(
  notice: { managerName: string; message: string | undefined; href: string },
  locale: TLocaleCode,
): TEventNotificationText {
  const fr = locale === 'fr-CA';
  return {
    title: fr ? `Un rappel de ${notice.managerName}` : `A reminder from ${notice.managerName}`,
    paragraphs: [
      notice.message ??
        (fr
          ? 'Prenez un moment pour poursuivre votre apprentissage : vos prochaines étapes vous attendent.'
          : 'Take a moment to continue your learning: your next steps are waiting.'),
    ],
    link: { href: notice.href, label: fr ? 'Continuer mon apprentissage' : 'Continue learning' },
  };
}
