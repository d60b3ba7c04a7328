import { Anchor, Badge, Table } from '@mantine/core';
import type { TAdminEventListItem, TEventStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant } from '../utils/format-session';

const STATUS_COLORS: Record<TEventStatus, string> = { DRAFT: 'gray.8', PUBLISHED: 'teal.9', CANCELLED: 'red.9' };

type TAdminEventTableProps = {
  events: readonly TAdminEventListItem[];
  locale: string;
};

/** The tenant's events: title (its editor), status, first session, sessions and registrations. */
export function AdminEventTable({ events, locale }: TAdminEventTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('eventsAdmin.list.title')}</Table.Th>
            <Table.Th>{t('eventsAdmin.list.status')}</Table.Th>
            <Table.Th>{t('eventsAdmin.list.firstSession')}</Table.Th>
            <Table.Th>{t('eventsAdmin.list.sessions')}</Table.Th>
            <Table.Th>{t('eventsAdmin.list.registrations')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.eventId}>
              <Table.Td>
                <Anchor component={Link} to={`/event/admin/${event.eventId}`}>
                  {locale === 'fr-CA' ? event.titleFr : event.titleEn}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[event.status]} variant="outline">
                  {t(`eventsAdmin.status.${event.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{event.firstStartsAt ? formatInstant(event.firstStartsAt, locale) : '—'}</Table.Td>
              <Table.Td>{event.sessionCount}</Table.Td>
              <Table.Td>{event.registrationCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
