import type { Kysely, Transaction } from 'kysely';
import { audienceKeyOf } from '../../modules/events/event-audience.ts';
import { attendanceKey } from '../../modules/events/event-attendance.ts';
import { syncEventSearchDocuments } from '../../modules/events/event-search-documents.ts';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import type { Database } from '../schema.ts';

/*
 * Demo events (issue 19), acme only (boreal has no Events module): eight events in English and
 * French, past ones with attendance and upcoming ones, one full session with a waiting list. Times
 * are relative to the day of seeding; two were published this week and three sit in the library's
 * categories, so Explore shows events among what is new and by category. The demo learner is
 * registered for one upcoming session and NOT for "Onboarding live Q&A" (free seats: the web
 * journey registers for it); "Fire warden course" seats Sam and wait-lists Riley (the journey
 * cancels and re-registers them, ending as seeded). Attendance is recorded for others than the demo
 * learner, whose dashboard activity is seeded elsewhere. A tenant that has events already is
 * skipped, so it can run at every start.
 */

type TDemoSession = {
  /** Days from today (negative: past), at 14:00 UTC. */
  day: number;
  hours: number;
  mode: 'IN_PERSON' | 'ONLINE';
  where: string;
  capacity: number;
  seated: readonly string[];
  waiting?: readonly string[];
  /** Past sessions: who attended (the others seated were absent). */
  attended?: readonly string[];
};

type TDemoEvent = {
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  audiences: readonly { kind: string; code: string }[];
  sessions: readonly TDemoSession[];
  /** Published this many days before seeding (Explore's "new this week"); 100 by default. */
  publishedDaysAgo?: number;
  /** A resource library category code (Explore by category), when the tenant's library has it. */
  categoryCode?: string;
};

const ALL = [{ kind: 'ALL', code: '' }];

const DEMO_EVENTS: readonly TDemoEvent[] = [
  {
    titleEn: 'Onboarding live Q&A',
    publishedDaysAgo: 2,
    titleFr: 'Séance de questions en direct pour les nouveaux',
    descriptionEn: 'Bring your questions on your first weeks: schedules, benefits, tools and who to ask.',
    descriptionFr:
      'Apportez vos questions sur vos premières semaines : horaires, avantages, outils et personnes-ressources.',
    audiences: ALL,
    sessions: [
      {
        day: 10,
        hours: 1,
        mode: 'ONLINE',
        where: 'https://meet.example.com/acme-onboarding',
        capacity: 20,
        seated: ['acme-newhire'],
      },
    ],
  },
  {
    titleEn: 'Fire warden course',
    publishedDaysAgo: 5,
    categoryCode: 'SAFETY_EMERGENCY',
    titleFr: 'Cours des responsables d’évacuation',
    descriptionEn: 'Become your store’s fire warden: alarms, evacuation routes and the assembly point.',
    descriptionFr:
      'Devenez responsable d’évacuation de votre magasin : alarmes, trajets d’évacuation et point de rassemblement.',
    audiences: ALL,
    sessions: [
      {
        day: 14,
        hours: 3,
        mode: 'IN_PERSON',
        where: 'Store 12, back room',
        capacity: 1,
        seated: ['acme-sam'],
        waiting: ['acme-riley'],
      },
    ],
  },
  {
    titleEn: 'Customer service masterclass',
    categoryCode: 'CUSTOMER_STORE',
    titleFr: 'Classe de maître en service à la clientèle',
    descriptionEn: 'Difficult conversations, returns and complaints: practise with real cases from our stores.',
    descriptionFr: 'Conversations difficiles, retours et plaintes : exercez-vous avec des cas réels de nos magasins.',
    audiences: ALL,
    sessions: [
      {
        day: 20,
        hours: 3,
        mode: 'IN_PERSON',
        where: 'Head office, room 4B',
        capacity: 15,
        seated: ['acme-learner', 'acme-sam'],
      },
      { day: 27, hours: 3, mode: 'IN_PERSON', where: 'Head office, room 4B', capacity: 15, seated: [] },
    ],
  },
  {
    titleEn: 'Visual merchandising workshop',
    titleFr: 'Atelier de marchandisage visuel',
    descriptionEn: 'Windows, end caps and tables that sell: a hands-on workshop for sales associates.',
    descriptionFr: 'Vitrines, têtes de gondole et tables qui vendent : un atelier pratique pour les conseillers.',
    audiences: [{ kind: 'JOB_ROLE', code: 'SALES_ASSOCIATE' }],
    sessions: [
      { day: 35, hours: 4, mode: 'IN_PERSON', where: 'Store 12, sales floor', capacity: 12, seated: ['acme-riley'] },
    ],
  },
  {
    titleEn: 'Store managers’ quarterly briefing',
    titleFr: 'Réunion trimestrielle des directeurs de magasin',
    descriptionEn: 'Results of the quarter, the next campaign and staffing for the holidays.',
    descriptionFr: 'Résultats du trimestre, prochaine campagne et effectifs pour les Fêtes.',
    audiences: [{ kind: 'JOB_ROLE', code: 'STORE_MANAGER' }],
    sessions: [
      { day: 8, hours: 2, mode: 'ONLINE', where: 'https://meet.example.com/acme-managers', capacity: 40, seated: [] },
    ],
  },
  {
    titleEn: 'Spring collection launch session',
    titleFr: 'Lancement de la collection printanière',
    descriptionEn: 'The new collection, its fabrics and how to present it to customers.',
    descriptionFr: 'La nouvelle collection, ses tissus et comment la présenter aux clients.',
    audiences: ALL,
    sessions: [
      {
        day: -30,
        hours: 2,
        mode: 'IN_PERSON',
        where: 'Store 12, back room',
        capacity: 10,
        seated: ['acme-sam', 'acme-riley', 'acme-newhire'],
        attended: ['acme-sam', 'acme-riley'],
      },
    ],
  },
  {
    titleEn: 'First aid refresher',
    categoryCode: 'SAFETY_WORKPLACE',
    titleFr: 'Rappel de secourisme',
    descriptionEn: 'CPR, the defibrillator and the first aid kit: a yearly refresher.',
    descriptionFr: 'RCR, défibrillateur et trousse de premiers soins : un rappel annuel.',
    audiences: ALL,
    sessions: [
      {
        day: -60,
        hours: 3,
        mode: 'IN_PERSON',
        where: 'Head office, room 2A',
        capacity: 8,
        seated: ['acme-manager', 'acme-admin'],
        attended: ['acme-manager', 'acme-admin'],
      },
    ],
  },
  {
    titleEn: 'Inventory count bootcamp',
    titleFr: 'Camp d’entraînement au dénombrement des stocks',
    descriptionEn: 'Scanners, counting sheets and reconciling the count, before the year-end inventory.',
    descriptionFr: 'Lecteurs, feuilles de comptage et rapprochement, avant l’inventaire de fin d’année.',
    audiences: ALL,
    sessions: [
      {
        day: -90,
        hours: 2,
        mode: 'ONLINE',
        where: 'https://meet.example.com/acme-inventory',
        capacity: 25,
        seated: ['acme-manager', 'acme-sam'],
        attended: ['acme-sam'],
      },
    ],
  },
];

const TENANT = 'acme';
const TIME_ZONE = 'America/Toronto';

function at(today: Date, day: number, hours = 0): string {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day, 14);
  return new Date(start + hours * 3_600_000).toISOString();
}

async function insertEvent(trx: Transaction<Database>, event: TDemoEvent, today: Date, now: string) {
  const record = createLearningRecordService();
  const category = event.categoryCode
    ? await trx
        .selectFrom('categories')
        .select('id')
        .where('tenant_code', '=', TENANT)
        .where('code', '=', event.categoryCode)
        .executeTakeFirst()
    : undefined;
  const { id: eventId } = await trx
    .insertInto('events')
    .values({
      tenant_code: TENANT,
      title_en: event.titleEn,
      title_fr: event.titleFr,
      description_en: event.descriptionEn,
      description_fr: event.descriptionFr,
      cover_media_id: null,
      category_id: category?.id ?? null,
      time_zone: TIME_ZONE,
      status: 'PUBLISHED',
      published_at: at(today, -(event.publishedDaysAgo ?? 100)),
      created_at: now,
      created_by: 'acme-admin',
      updated_at: now,
      updated_by: 'acme-admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('event_audiences')
    .values(
      event.audiences.map((audience) => ({
        tenant_code: TENANT,
        event_id: eventId,
        target_kind: audience.kind,
        target_code: audience.code,
        audience_key: audienceKeyOf(audience.kind, audience.code),
      })),
    )
    .execute();
  for (const session of event.sessions) {
    const startsAt = at(today, session.day);
    const endsAt = at(today, session.day, session.hours);
    const waiting = session.waiting ?? [];
    const { id: sessionId } = await trx
      .insertInto('event_sessions')
      .values({
        tenant_code: TENANT,
        event_id: eventId,
        starts_at: startsAt,
        ends_at: endsAt,
        registration_deadline: startsAt,
        mode: session.mode,
        place: session.mode === 'IN_PERSON' ? session.where : null,
        online_url: session.mode === 'ONLINE' ? session.where : null,
        capacity: session.capacity,
        seated_count: session.seated.length,
        waiting_seq: waiting.length,
        status: 'SCHEDULED',
        cancelled_at: null,
        // Past sessions had their reminder.
        reminder_sent_at: session.day < 0 ? at(today, session.day - 1) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registeredAt = at(today, Math.min(session.day, 0) - 7);
    const rows = [
      ...session.seated.map((userCode) => ({ userCode, status: 'SEATED', order: null })),
      ...waiting.map((userCode, index) => ({ userCode, status: 'WAITING', order: index + 1 })),
    ];
    if (rows.length > 0) {
      await trx
        .insertInto('event_registrations')
        .values(
          rows.map((row) => {
            const attendance = session.attended
              ? session.attended.includes(row.userCode)
                ? 'ATTENDED'
                : 'ABSENT'
              : null;
            return {
              tenant_code: TENANT,
              session_id: sessionId,
              event_id: eventId,
              user_code: row.userCode,
              status: row.status,
              waiting_order: row.order,
              registered_at: registeredAt,
              seated_at: row.status === 'SEATED' ? registeredAt : null,
              attendance,
              attendance_at: attendance ? endsAt : null,
              attendance_by: attendance ? 'acme-admin' : null,
            };
          }),
        )
        .execute();
    }
    if (session.attended && session.attended.length > 0) {
      await record.record(
        trx,
        TENANT,
        session.attended.map((userCode) => ({
          actorUserCode: userCode,
          verb: 'attended' as const,
          objectKind: 'EVENT' as const,
          objectId: String(eventId),
          result: { completion: true },
          context: null,
          idempotencyKey: attendanceKey(sessionId, userCode),
        })),
        endsAt,
      );
    }
  }
  await syncEventSearchDocuments(trx, TENANT, eventId, now);
}

/** Seeds acme's demo events once (a tenant without the demo users, or with events, is skipped). */
export async function seedDemoEvents(db: Kysely<Database>, today: Date = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('events')
    .select('id')
    .where('tenant_code', '=', TENANT)
    .limit(1)
    .executeTakeFirst();
  const users = await db
    .selectFrom('users')
    .select('user_code')
    .where('tenant_code', '=', TENANT)
    .where('user_code', 'in', ['acme-learner', 'acme-sam', 'acme-riley', 'acme-newhire', 'acme-manager', 'acme-admin'])
    .execute();
  if (existing || users.length < 6) {
    return;
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const event of DEMO_EVENTS) {
      await insertEvent(trx, event, today, now);
    }
  });
}
