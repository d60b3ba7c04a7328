import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { TTeamAssignmentStatus, TTeamMemberAssignment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMediumDate } from '../../../lib/format-date';
import { formatDay } from '../utils/format';
import { itemPath } from '../utils/item-path';

const STATUS_COLORS: Record<TTeamAssignmentStatus, string> = {
  NOT_STARTED: 'gray.8',
  IN_PROGRESS: 'blue.9',
  COMPLETED: 'teal.9',
};

type TMemberAssignmentsProps = {
  assignments: readonly TTeamMemberAssignment[];
  captionId: string;
  locale: string;
};

/** What the member was assigned, newest first: kind, due date and where they stand. */
export function MemberAssignments({ assignments, captionId, locale }: TMemberAssignmentsProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-labelledby={captionId} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('team.assignments.item')}</Table.Th>
            <Table.Th scope="col">{t('team.assignments.kind')}</Table.Th>
            <Table.Th scope="col">{t('team.assignments.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('team.assignments.assignedAt')}</Table.Th>
            <Table.Th scope="col">{t('team.assignments.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assignments.map((assignment) => {
            const to = itemPath(assignment.kind, assignment.itemId, true);
            return (
              <Table.Tr key={`${assignment.kind}-${String(assignment.itemId)}`}>
                <Table.Th scope="row" fw={600}>
                  {to ? (
                    <Anchor component={Link} to={to} size="sm" fw={600}>
                      {assignment.title}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={600}>
                      {assignment.title}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{t(`team.kind.${assignment.kind}`)}</Table.Td>
                <Table.Td>
                  {assignment.dueDate ? (
                    <time dateTime={assignment.dueDate}>{formatDay(assignment.dueDate, locale)}</time>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('team.assignments.noDueDate')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <time dateTime={assignment.assignedAt}>{formatMediumDate(assignment.assignedAt, locale)}</time>
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={STATUS_COLORS[assignment.status]}>
                    {t(`team.status.${assignment.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
