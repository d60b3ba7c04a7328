import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TEventSession } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../utils/format-session';
import { SessionSeats, SessionWhenWhere } from './session-facts';

type TSessionCardProps = {
  session: TEventSession;
  locale: string;
  /** Whether a registration change of this session is on its way. */
  isPending: boolean;
  onRegister: () => void;
  /** Asks to cancel (the page confirms first). */
  onCancel: () => void;
  onAddToCalendar: () => void;
};

/** One session of the event page: when, where, seats, my place, and what I can do about it. */
export function SessionCard({ session, locale, isPending, onRegister, onCancel, onAddToCalendar }: TSessionCardProps) {
  const { t } = useTranslation();
  const mine = session.myRegistration;
  const isScheduled = session.status === 'SCHEDULED';
  return (
    <Card component="li" withBorder radius="md" padding="md" data-session-id={session.sessionId}>
      <Stack gap={6}>
        <SessionWhenWhere session={session} locale={locale} />
        {mine?.status === 'SEATED' && session.onlineUrl && isScheduled ? (
          <Anchor href={session.onlineUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {t('events.session.joinOnline')}
          </Anchor>
        ) : null}
        <SessionSeats session={session} />
        {isScheduled && !mine ? (
          <Text size="xs" c="dimmed">
            {session.isRegistrationOpen
              ? t('events.session.deadline', { date: formatInstant(session.registrationDeadline, locale) })
              : t('events.session.closed')}
          </Text>
        ) : null}
        {mine?.status === 'SEATED' ? (
          <Text size="sm" role="status">
            {t('events.registration.seatedText')}
          </Text>
        ) : null}
        {mine?.status === 'WAITING' ? (
          <Text size="sm" role="status">
            {t('events.registration.waitingText', { position: mine.position ?? 0 })}
          </Text>
        ) : null}
        <Group gap="sm" mt="xs">
          {isScheduled && !mine && session.isRegistrationOpen ? (
            <Button onClick={onRegister} loading={isPending}>
              {session.seatsLeft > 0 ? t('events.action.register') : t('events.action.joinWaitingList')}
            </Button>
          ) : null}
          {isScheduled && mine ? (
            <Button variant="default" onClick={onCancel} loading={isPending}>
              {mine.status === 'SEATED' ? t('events.action.cancel') : t('events.action.leaveWaitingList')}
            </Button>
          ) : null}
          {isScheduled ? (
            <Button variant="subtle" onClick={onAddToCalendar}>
              {t('events.action.addToCalendar')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
