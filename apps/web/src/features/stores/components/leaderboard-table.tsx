import { Badge, Table, Text } from '@mantine/core';
import type { TLeaderboardEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';

type TLeaderboardTableProps = {
  entries: readonly TLeaderboardEntry[];
  /** The signed-in person, whose row is marked. */
  myUserCode: string;
  locale: string;
  caption: string;
};

/** The top of a leaderboard: rank, person, their locations and points; my row marked. */
export function LeaderboardTable({ entries, myUserCode, locale, caption }: TLeaderboardTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stores.leaderboard.column.rank')}</Table.Th>
            <Table.Th scope="col">{t('stores.leaderboard.column.person')}</Table.Th>
            <Table.Th scope="col">{t('stores.leaderboard.column.locations')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('stores.leaderboard.column.points')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const isMe = entry.userCode === myUserCode;
            return (
              <Table.Tr key={entry.userCode} aria-current={isMe ? 'true' : undefined} fw={isMe ? 700 : undefined}>
                <Table.Td>{formatNumber(entry.rank, locale)}</Table.Td>
                <Table.Th scope="row" fw="inherit">
                  {entry.displayName}{' '}
                  {isMe ? (
                    <Badge variant="outline" color="blue.9" size="sm">
                      {t('stores.leaderboard.you')}
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td>
                  <Text size="sm">{entry.locationNames.join(', ') || '—'}</Text>
                </Table.Td>
                <Table.Td ta="right">{formatNumber(entry.points, locale)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
