import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { teamMemberPath } from '@portal/contracts';
import type { TTeamLineMember, TTeamSort, TTeamSortDirection } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format-number';
import { formatPercent } from '../utils/format';
import { ActivityText } from './activity-text';
import { PersonAvatar } from './person-avatar';

export type TTeamSortState = { sort: TTeamSort; direction: TTeamSortDirection };

type TTeamMembersTableProps = {
  members: readonly TTeamLineMember[];
  captionId: string;
  sort: TTeamSortState;
  onSortChange: (sort: TTeamSortState) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (userCodes: readonly string[], isSelected: boolean) => void;
  pictureUrlOf: (mediaId: string | null) => string | null;
  locale: string;
};

// A column's first click sorts the way a manager looks first: names A to Z, the rest most first.
const FIRST_DIRECTION: Record<TTeamSort, TTeamSortDirection> = {
  NAME: 'asc',
  PROGRESS: 'desc',
  OVERDUE: 'desc',
  LAST_ACTIVE: 'desc',
};

function SortableHeader({
  column,
  sort,
  onSortChange,
  children,
}: {
  column: TTeamSort;
  sort: TTeamSortState;
  onSortChange: (sort: TTeamSortState) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isSorted = sort.sort === column;
  const next: TTeamSortState = isSorted
    ? { sort: column, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
    : { sort: column, direction: FIRST_DIRECTION[column] };
  return (
    <Table.Th scope="col" aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSortChange(next)} fw={700} fz="sm">
        {children}
        <Text span aria-hidden="true" ml={4}>
          {isSorted ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </Text>
        <VisuallyHidden>{t(`team.table.sortBy.${next.direction}`)}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

/** My line: progress, overdue items, assessments, gaps and last activity; rows selectable for actions. */
export function TeamMembersTable({
  members,
  captionId,
  sort,
  onSortChange,
  selected,
  onSelectedChange,
  pictureUrlOf,
  locale,
}: TTeamMembersTableProps) {
  const { t } = useTranslation();
  const selectedHere = members.filter((member) => selected.has(member.userCode)).length;
  const sortable = { sort, onSortChange };
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-labelledby={captionId} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label={t('team.table.selectPage')}
                checked={members.length > 0 && selectedHere === members.length}
                indeterminate={selectedHere > 0 && selectedHere < members.length}
                onChange={(event) =>
                  onSelectedChange(
                    members.map((member) => member.userCode),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <SortableHeader column="NAME" {...sortable}>
              {t('team.table.member')}
            </SortableHeader>
            <SortableHeader column="PROGRESS" {...sortable}>
              {t('team.table.corePath')}
            </SortableHeader>
            <SortableHeader column="OVERDUE" {...sortable}>
              {t('team.table.overdue')}
            </SortableHeader>
            <Table.Th scope="col">{t('team.table.assessments')}</Table.Th>
            <Table.Th scope="col">{t('team.table.gaps')}</Table.Th>
            <SortableHeader column="LAST_ACTIVE" {...sortable}>
              {t('team.table.lastActive')}
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr
              key={member.userCode}
              bg={selected.has(member.userCode) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('team.table.select', { name: member.displayName })}
                  checked={selected.has(member.userCode)}
                  onChange={(event) => onSelectedChange([member.userCode], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Th scope="row" fw="normal">
                <Group gap="sm" wrap="nowrap">
                  <PersonAvatar displayName={member.displayName} pictureUrl={pictureUrlOf(member.pictureMediaId)} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={teamMemberPath(member.userCode)} fw={600} size="sm">
                      {member.displayName}
                    </Anchor>
                    {member.jobRole ? (
                      <Text size="xs" c="dimmed">
                        {member.jobRole}
                      </Text>
                    ) : null}
                    {member.depth > 1 ? (
                      <Text size="xs" c="dimmed">
                        {t('team.table.reportsTo', { name: member.managerName })}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Table.Th>
              <Table.Td miw={180}>
                <CorePathCell member={member} locale={locale} />
              </Table.Td>
              <Table.Td>
                {member.overdueItems > 0 ? (
                  <Badge color="red.9" variant="filled">
                    {t('team.table.overdueCount', {
                      count: member.overdueItems,
                      formatted: formatNumber(member.overdueItems, locale),
                    })}
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('team.table.none')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <AssessmentsCell member={member} locale={locale} />
              </Table.Td>
              <Table.Td>
                {member.topGaps.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('team.table.noGaps')}
                  </Text>
                ) : (
                  <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
                    {member.topGaps.map((gap) => (
                      <Text component="li" key={gap.competencyId} size="sm">
                        {t('team.table.gap', { name: gap.name, gap: formatNumber(gap.gap, locale) })}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td miw={200}>
                {member.lastActivity ? (
                  <ActivityText activity={member.lastActivity} locale={locale} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('team.table.noActivity')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The core path's title and progress, or that the member has none. */
export function CorePathCell({ member, locale }: { member: TTeamLineMember; locale: string }) {
  const { t } = useTranslation();
  if (!member.corePath) {
    return (
      <Text size="sm" c="dimmed">
        {t('team.table.noCorePath')}
      </Text>
    );
  }
  const percent = formatPercent(member.corePath.percent, locale);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" lineClamp={1}>
          {member.corePath.title}
        </Text>
        <Text size="sm" fw={600}>
          {percent}
        </Text>
      </Group>
      <Progress
        value={member.corePath.percent}
        size="sm"
        aria-label={t('team.table.progressLabel', { name: member.displayName, title: member.corePath.title })}
      />
    </Stack>
  );
}

/** Pending assessments and, of those, the overdue ones, said in words. */
export function AssessmentsCell({ member, locale }: { member: TTeamLineMember; locale: string }) {
  const { t } = useTranslation();
  if (member.pendingAssessments === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('team.table.none')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('team.table.pending', {
          count: member.pendingAssessments,
          formatted: formatNumber(member.pendingAssessments, locale),
        })}
      </Text>
      {member.overdueAssessments > 0 ? (
        <Text size="sm" fw={600}>
          {t('team.table.overdueAssessments', {
            count: member.overdueAssessments,
            formatted: formatNumber(member.overdueAssessments, locale),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
