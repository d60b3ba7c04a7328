import { Badge, SegmentedControl, Stack, Table, Tabs, Text } from '@mantine/core';
import type {
  TLocaleCode,
  TTriviaLeaderboard,
  TTriviaLeaderboardEntry,
  TTriviaPeriod,
  TTriviaScope,
} from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { formatNumber } from '../../../lib/format-number';
import { dateTimeFormat } from '../../../lib/intl-format';

type TLeaderboardProps = {
  period: TTriviaPeriod;
  scope: TTriviaScope;
  onPeriodChange: (period: TTriviaPeriod) => void;
  onScopeChange: (scope: TTriviaScope) => void;
  board: TTriviaLeaderboard | undefined;
  isError: boolean;
  onRetry: () => void;
  locale: TLocaleCode;
};

function monthName(month: string, locale: TLocaleCode): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

function Row({ entry, locale }: { entry: TTriviaLeaderboardEntry; locale: TLocaleCode }) {
  const { t } = useTranslation();
  return (
    <Table.Tr aria-current={entry.isMe ? 'true' : undefined} fw={entry.isMe ? 700 : undefined}>
      <Table.Td>{formatNumber(entry.rank, locale)}</Table.Td>
      <Table.Td>
        {entry.displayName}{' '}
        {entry.isMe ? (
          <Badge size="sm" variant="light">
            {t('trivia.leaderboard.you')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td ta="end">{formatNumber(entry.points, locale)}</Table.Td>
    </Table.Tr>
  );
}

/** Leaderboards: this month or all time (tabs), the whole company or my location; my rank even outside the top. */
export function Leaderboard({
  period,
  scope,
  onPeriodChange,
  onScopeChange,
  board,
  isError,
  onRetry,
  locale,
}: TLeaderboardProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const body = () => {
    if (isError) {
      return <ErrorAlert text={t('trivia.leaderboard.error')} retryLabel={t('trivia.retry')} onRetry={onRetry} />;
    }
    if (!board) {
      return <ListSkeleton label={t('trivia.leaderboard.loading')} rows={5} rowHeight={36} />;
    }
    if (scope === 'location' && board.locationName === null) {
      return (
        <EmptyState
          isCompact
          headingOrder={3}
          title={t('trivia.leaderboard.noLocationTitle')}
          text={t('trivia.leaderboard.noLocation')}
        />
      );
    }
    if (board.entries.length === 0) {
      return (
        <EmptyState
          isCompact
          headingOrder={3}
          title={t('trivia.leaderboard.emptyTitle')}
          text={t('trivia.leaderboard.empty')}
        />
      );
    }
    const isMeShown = board.entries.some((entry) => entry.isMe);
    const caption =
      (board.month ? monthName(board.month, locale) : t('trivia.leaderboard.allTime')) +
      (board.locationName ? ` · ${board.locationName}` : '');
    return (
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={320}>
          <Table aria-describedby={captionId} highlightOnHover>
            <Table.Caption id={captionId}>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('trivia.leaderboard.rank')}</Table.Th>
                <Table.Th scope="col">{t('trivia.leaderboard.player')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('trivia.leaderboard.points')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {board.entries.map((entry) => (
                <Row key={entry.userCode} entry={entry} locale={locale} />
              ))}
              {board.me && !isMeShown ? <Row entry={board.me} locale={locale} /> : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {board.me ? null : (
          <Text size="sm" c="dimmed">
            {t('trivia.leaderboard.notRanked')}
          </Text>
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('trivia.leaderboard.scopeLabel')}
        value={scope}
        onChange={(value) => onScopeChange(value === 'location' ? 'location' : 'tenant')}
        data={[
          { value: 'tenant', label: t('trivia.leaderboard.tenant') },
          { value: 'location', label: t('trivia.leaderboard.location') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Tabs value={period} keepMounted onChange={(value) => onPeriodChange(value === 'all' ? 'all' : 'month')}>
        <Tabs.List>
          <Tabs.Tab value="month">{t('trivia.leaderboard.month')}</Tabs.Tab>
          <Tabs.Tab value="all">{t('trivia.leaderboard.allTime')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="month" pt="sm">
          {period === 'month' ? body() : null}
        </Tabs.Panel>
        <Tabs.Panel value="all" pt="sm">
          {period === 'all' ? body() : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
