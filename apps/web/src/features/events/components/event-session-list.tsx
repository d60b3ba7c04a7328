import { Anchor, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TEventListItem } from '@portal/contracts';
import { eventPath } from '@portal/contracts';
import { Link } from 'react-router';
import { CARD_GRID_COLS } from '../../../components/ui/skeletons';
import { SessionSeats, SessionWhenWhere } from './session-facts';

type TEventSessionListProps = {
  sessions: readonly TEventListItem[];
  locale: string;
  /** The cover's address, or null for an event without one. */
  coverUrlOf: (mediaId: string) => string;
};

/** Session cards: the event's title (its page), when and where, and the seats or my place. */
export function EventSessionList({ sessions, locale, coverUrlOf }: TEventSessionListProps) {
  return (
    <SimpleGrid cols={CARD_GRID_COLS} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {sessions.map((session) => (
        <Card key={session.sessionId} component="li" withBorder radius="md" padding="md" data-event-session>
          {session.coverMediaId ? (
            <Card.Section>
              <Image src={coverUrlOf(session.coverMediaId)} alt="" h={120} fit="cover" />
            </Card.Section>
          ) : null}
          <Stack gap={6} mt={session.coverMediaId ? 'sm' : 0}>
            <Anchor component={Link} to={eventPath(session.eventId)} fw={600} size="lg">
              {session.title}
            </Anchor>
            <SessionWhenWhere session={session} locale={locale} />
            {session.summary ? (
              <Text size="sm" lineClamp={2}>
                {session.summary}
              </Text>
            ) : null}
            <SessionSeats session={session} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
