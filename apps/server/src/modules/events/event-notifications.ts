import { NotificationTypeIds, type TLocaleCode } from '@portal/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { storeNotification } from '../user-notifications/user-notifications.service.ts';

/*
 * The in-app notifications of events, stored through the user-notifications module in the
 * caller's transaction (a rolled-back registration notifies nobody). Each person gets the text in
 * their browsing language; the caller announces the returned ids once its transaction committed.
 */

type TTrx = Transaction<Database>;

export type TEventNotice = {
  kind: 'SEATED' | 'WAITING' | 'PROMOTED' | 'SESSION_CANCELLED' | 'EVENT_CANCELLED' | 'REMINDER';
  titleEn: string;
  titleFr: string;
  startsAt: string;
  timeZone: string;
  /** The session's calendar link (absolute: the sanitizer keeps absolute links only), for a seat. */
  calendarUrl?: string;
};

export type TEventNotificationText = { title: string; paragraphs: string[]; link?: { href: string; label: string } };

function when(locale: TLocaleCode, startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}

/** The text of a notice in one language. */
export function noticeText(notice: TEventNotice, locale: TLocaleCode): TEventNotificationText {
  const text = noticeWords(notice, locale);
  if (notice.calendarUrl && (notice.kind === 'SEATED' || notice.kind === 'PROMOTED')) {
    const label = locale === 'fr-CA' ? 'Ajouter au calendrier (.ics)' : 'Add to calendar (.ics)';
    return { ...text, link: { href: notice.calendarUrl, label } };
  }
  return text;
}

function noticeWords(notice: TEventNotice, locale: TLocaleCode): TEventNotificationText {
  const fr = locale === 'fr-CA';
  const title = fr ? notice.titleFr : notice.titleEn;
  const at = when(locale, notice.startsAt, notice.timeZone);
  switch (notice.kind) {
    case 'SEATED':
      return fr
        ? {
            title: `Inscription confirmée : ${title}`,
            paragraphs: [
              `Votre place est réservée pour le ${at}.`,
              'Ajoutez la séance à votre calendrier depuis la page de l’événement.',
            ],
          }
        : {
            title: `Registration confirmed: ${title}`,
            paragraphs: [`Your seat is booked for ${at}.`, 'Add the session to your calendar from the event page.'],
          };
    case 'WAITING':
      return fr
        ? {
            title: `Liste d’attente : ${title}`,
            paragraphs: [
              `La séance du ${at} est complète : vous êtes sur la liste d’attente. Vous serez averti si une place se libère.`,
            ],
          }
        : {
            title: `Waiting list: ${title}`,
            paragraphs: [
              `The session on ${at} is full: you are on the waiting list. You will be told if a seat frees up.`,
            ],
          };
    case 'PROMOTED':
      return fr
        ? {
            title: `Une place s’est libérée : ${title}`,
            paragraphs: [`Vous avez maintenant une place pour la séance du ${at}.`],
          }
        : {
            title: `You have a seat: ${title}`,
            paragraphs: [`A seat freed up: you are now registered for the session on ${at}.`],
          };
    case 'SESSION_CANCELLED':
      return fr
        ? { title: `Séance annulée : ${title}`, paragraphs: [`La séance du ${at} est annulée.`] }
        : { title: `Session cancelled: ${title}`, paragraphs: [`The session on ${at} is cancelled.`] };
    case 'EVENT_CANCELLED':
      return fr
        ? {
            title: `Événement annulé : ${title}`,
            paragraphs: [
              'L’événement est annulé, avec toutes ses séances à venir : vos inscriptions ne tiennent plus.',
            ],
          }
        : {
            title: `Event cancelled: ${title}`,
            paragraphs: ['The event is cancelled, with all its upcoming sessions: your registrations no longer stand.'],
          };
    case 'REMINDER':
      return fr
        ? { title: `Rappel : ${title}`, paragraphs: [`Votre séance commence le ${at}.`] }
        : { title: `Reminder: ${title}`, paragraphs: [`Your session starts on ${at}.`] };
  }
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Paragraphs of plain text (line breaks kept), and the link if any, as the notification's HTML. */
function toHtml({ paragraphs, link }: TEventNotificationText): string {
  const html = paragraphs.map((paragraph) => `<p>${escapeText(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('');
  return link ? `${html}<p><a href="${escapeText(link.href)}">${escapeText(link.label)}</a></p>` : html;
}

/**
 * Notifies these users, each in their language (the tenant's default when they chose none).
 * Answers the ids of the notifications stored (one per language used).
 */
export async function notifyUsers(
  trx: TTrx,
  tenantCode: string,
  userCodes: readonly string[],
  textOf: (locale: TLocaleCode) => TEventNotificationText,
  options: { defaultLocale: TLocaleCode; now: string; createdBy?: string | null },
): Promise<number[]> {
  if (userCodes.length === 0) {
    return [];
  }
  const users = await trx
    .selectFrom('users')
    .select(['user_code', 'browsing_language_preference'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', [...new Set(userCodes)])
    .execute();
  const byLocale = new Map<TLocaleCode, string[]>();
  for (const user of users) {
    const locale: TLocaleCode =
      user.browsing_language_preference === 'fr-CA' || user.browsing_language_preference === 'en'
        ? user.browsing_language_preference
        : options.defaultLocale;
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), user.user_code]);
  }
  const ids: number[] = [];
  for (const [locale, codes] of byLocale) {
    const text = textOf(locale);
    const stored = await storeNotification(trx, {
      tenantCode,
      typeId: NotificationTypeIds.SystemGenerated,
      title: text.title.slice(0, 200),
      sanitizedDescription: sanitizeHtml(toHtml(text), tenantCode),
      effectiveOn: options.now,
      audience: { filter: { kind: 'USERS', userCodes: codes }, id: null, name: null },
      createdBy: options.createdBy ?? null,
      createdAt: options.now,
    });
    ids.push(stored.notificationId);
  }
  return ids;
}
