import type {
  TAdminEvent,
  TAdminSession,
  TEventAudienceInput,
  TSaveEventRequest,
  TSaveSessionRequest,
  TSessionMode,
} from '@portal/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The event form: texts in both languages, the zone its sessions are planned in, and whom it is for. */
export type TEventValues = {
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  timeZone: string;
  coverMediaId: string | null;
  categoryId: number | null;
  isForEveryone: boolean;
  jobRoleCodes: string[];
  locationIds: string[];
  groupIds: string[];
};

/** The browser's zone: where a new event's admin most likely plans it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function valuesOfEvent(event: TAdminEvent | null): TEventValues {
  const codesOf = (kind: TEventAudienceInput['targetKind']) =>
    (event?.audiences ?? []).filter((audience) => audience.targetKind === kind).map((audience) => audience.targetCode);
  return {
    titleEn: event?.titleEn ?? '',
    titleFr: event?.titleFr ?? '',
    descriptionEn: event?.descriptionEn ?? '',
    descriptionFr: event?.descriptionFr ?? '',
    timeZone: event?.timeZone ?? browserTimeZone(),
    coverMediaId: event?.coverMediaId ?? null,
    categoryId: event?.categoryId ?? null,
    isForEveryone: event ? event.audiences.some((audience) => audience.targetKind === 'ALL') : true,
    jobRoleCodes: codesOf('JOB_ROLE'),
    locationIds: codesOf('LOCATION'),
    groupIds: codesOf('GROUP'),
  };
}

export function toEventRequest(values: TEventValues): TSaveEventRequest {
  const audiences: TEventAudienceInput[] = values.isForEveryone
    ? [{ targetKind: 'ALL', targetCode: '' }]
    : [
        ...values.jobRoleCodes.map((code) => ({ targetKind: 'JOB_ROLE' as const, targetCode: code })),
        ...values.locationIds.map((code) => ({ targetKind: 'LOCATION' as const, targetCode: code })),
        ...values.groupIds.map((code) => ({ targetKind: 'GROUP' as const, targetCode: code })),
      ];
  return {
    titleEn: values.titleEn,
    titleFr: values.titleFr,
    descriptionEn: values.descriptionEn,
    descriptionFr: values.descriptionFr,
    timeZone: values.timeZone,
    coverMediaId: values.coverMediaId,
    categoryId: values.categoryId,
    audiences,
  };
}

/** The session form: times as the DateTimePicker holds them (`YYYY-MM-DD HH:mm:ss`), in the event's zone. */
export type TSessionValues = {
  startsAt: string | null;
  endsAt: string | null;
  registrationDeadline: string | null;
  mode: TSessionMode;
  place: string;
  onlineUrl: string;
  capacity: number | string;
};

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An instant as the picker shows it in the event's time zone. */
export function toPickerValue(iso: string | null, timeZone: string): string | null {
  return iso ? dayjs(iso).tz(timeZone).format(PICKER_FORMAT) : null;
}

/** The picker's wall-clock value, read in the event's time zone, as an ISO instant ('' stays invalid). */
export function fromPickerValue(value: string | null, timeZone: string): string {
  if (!value) {
    return '';
  }
  const instant = dayjs.tz(value, timeZone);
  return instant.isValid() ? instant.toISOString() : '';
}

export function valuesOfSession(session: TAdminSession | null, timeZone: string): TSessionValues {
  return {
    startsAt: toPickerValue(session?.startsAt ?? null, timeZone),
    endsAt: toPickerValue(session?.endsAt ?? null, timeZone),
    registrationDeadline: toPickerValue(session?.registrationDeadline ?? null, timeZone),
    mode: session?.mode ?? 'IN_PERSON',
    place: session?.place ?? '',
    onlineUrl: session?.onlineUrl ?? '',
    capacity: session?.capacity ?? 20,
  };
}

export function toSessionRequest(values: TSessionValues, timeZone: string): TSaveSessionRequest {
  return {
    startsAt: fromPickerValue(values.startsAt, timeZone),
    endsAt: fromPickerValue(values.endsAt, timeZone),
    registrationDeadline: values.registrationDeadline ? fromPickerValue(values.registrationDeadline, timeZone) : null,
    mode: values.mode,
    place: values.mode === 'IN_PERSON' ? values.place : null,
    onlineUrl: values.mode === 'ONLINE' ? values.onlineUrl : null,
    capacity: values.capacity === '' ? Number.NaN : Number(values.capacity),
  };
}
