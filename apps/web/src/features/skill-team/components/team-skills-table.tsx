import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { reporteeSkillsPath } from '@portal/contracts';
import type { TTeamMember } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from './assessment-status-badge';

type TTeamSkillsTableProps = { members: readonly TTeamMember[]; captionId: string };

/** My reportees: their skill assessments' status and how their skills stand, each leading to calibration. */
export function TeamSkillsTable({ members, captionId }: TTeamSkillsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-labelledby={captionId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('skills.team.column.person')}</Table.Th>
            <Table.Th scope="col">{t('skills.team.column.assessments')}</Table.Th>
            <Table.Th scope="col">{t('skills.team.column.rated')}</Table.Th>
            <Table.Th scope="col">{t('skills.team.column.gaps')}</Table.Th>
            <Table.Th scope="col">{t('skills.team.column.disagreements')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.userCode}>
              <Table.Th scope="row" fw="normal">
                <Anchor component={Link} to={reporteeSkillsPath(member.userCode)} fw={600} size="sm">
                  {member.displayName}
                </Anchor>
                {member.jobRoleName ? (
                  <Text size="xs" c="dimmed">
                    {member.jobRoleName}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>
                {member.assessments.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('skills.team.noAssessments')}
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {member.assessments.map((assessment) => (
                      <Group key={assessment.assessmentSetId} gap="xs" wrap="nowrap">
                        <Text size="sm">{assessment.title}</Text>
                        <AssessmentStatusBadge assessment={assessment} />
                      </Group>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>{member.ratedCount}</Table.Td>
              <Table.Td>{member.gapCount}</Table.Td>
              <Table.Td>
                {member.disagreementCount > 0 ? (
                  <Badge color="red.9" variant="outline">
                    {member.disagreementCount}
                  </Badge>
                ) : (
                  member.disagreementCount
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
