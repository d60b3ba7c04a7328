import type { Generated } from 'kysely';

/* Kysely types of the events tables (migration 0021). Times are UTC ISO-8601 strings. */

export type EventsTable = {
  id: Generated<number>;
  tenant_code: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  cover_media_id: string | null;
  category_id: number | null;
  /** IANA time zone the sessions are planned in. */
  time_zone: string;
  /** DRAFT, PUBLISHED or CANCELLED. */
  status: string;
  published_at: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type EventAudiencesTable = {
  tenant_code: string;
  event_id: number;
  /** ALL, JOB_ROLE, LOCATION or GROUP. */
  target_kind: string;
  target_code: string;
  /** `KIND:code`. */
  audience_key: string;
};

export type EventSessionsTable = {
  id: Generated<number>;
  tenant_code: string;
  event_id: number;
  starts_at: string;
  ends_at: string;
  registration_deadline: string;
  /** IN_PERSON or ONLINE. */
  mode: string;
  place: string | null;
  online_url: string | null;
  capacity: number;
  seated_count: Generated<number>;
  waiting_seq: Generated<number>;
  /** SCHEDULED or CANCELLED. */
  status: string;
  cancelled_at: string | null;
  reminder_sent_at: string | null;
  created_at: string;
  updated_at: string;
};

export type EventRegistrationsTable = {
  id: Generated<number>;
  tenant_code: string;
  session_id: number;
  event_id: number;
  user_code: string;
  /** SEATED or WAITING. */
  status: string;
  waiting_order: number | null;
  registered_at: string;
  seated_at: string | null;
  /** ATTENDED, ABSENT or null (not marked). */
  attendance: string | null;
  attendance_at: string | null;
  attendance_by: string | null;
};

export type EventTables = {
  events: EventsTable;
  event_audiences: EventAudiencesTable;
  event_sessions: EventSessionsTable;
  event_registrations: EventRegistrationsTable;
};
