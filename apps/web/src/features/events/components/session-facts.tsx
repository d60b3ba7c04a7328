import { Badge, Group, Text } from '@mantine/core';
import type { TEventSession } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatSessionRange } from '../utils/format-session';

type TSessionFactsProps = {
  session: TEventSession;
  locale: string;
};

/** When and where a session is, in the viewer's time zone: the date line, then the place or "Online". */
export function SessionWhenWhere({ session, locale }: TSessionFactsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={500}>
        {formatSessionRange(session, locale)}
      </Text>
      <Text size="sm" c="dimmed">
        {session.mode === 'ONLINE' ? t('events.session.online') : (session.place ?? '')}
      </Text>
    </>
  );
}

/** Seats and my place: "3 seats left", "Full — join the waiting list", "You're registered", "You're number 2…". */
export function SessionSeats({ session }: { session: TEventSession }) {
  const { t } = useTranslation();
  const mine = session.myRegistration;
  return (
    <Group gap="xs" wrap="wrap">
      {session.status === 'CANCELLED' ? (
        <Badge color="red.9" variant="outline">
          {t('events.session.cancelled')}
        </Badge>
      ) : null}
      {mine?.status === 'SEATED' ? (
        <Badge color="teal.9" variant="outline">
          {t('events.registration.seated')}
        </Badge>
      ) : null}
      {mine?.status === 'WAITING' ? (
        <Badge color="blue.9" variant="outline">
          {t('events.registration.waiting', { position: mine.position ?? 0 })}
        </Badge>
      ) : null}
      {session.status === 'SCHEDULED' && !mine ? (
        <Text size="sm" fw={session.seatsLeft > 0 ? undefined : 600}>
          {session.seatsLeft > 0
            ? t('events.session.seatsLeft', { count: session.seatsLeft })
            : t('events.session.full')}
        </Text>
      ) : null}
    </Group>
  );
}
