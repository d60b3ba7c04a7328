import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { TPerson } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TPeopleTableProps = {
  people: readonly TPerson[];
  /** Names of job roles and locations, by code and id (a missing one shows its code). */
  jobRoleNames: ReadonlyMap<string, string>;
  locationNames: ReadonlyMap<number, string>;
};

export const personNameOf = (person: Pick<TPerson, 'firstName' | 'lastName'>) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** One page of people: each name leads to the person's page. */
export function PeopleTable({ people, jobRoleNames, locationNames }: TPeopleTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.people.table.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.people.table.email')}</Table.Th>
            <Table.Th scope="col">{t('admin.people.table.jobRole')}</Table.Th>
            <Table.Th scope="col">{t('admin.people.table.location')}</Table.Th>
            <Table.Th scope="col">{t('admin.people.table.roles')}</Table.Th>
            <Table.Th scope="col">{t('admin.people.table.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.userCode}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/people/${encodeURIComponent(person.userCode)}`} fw={600}>
                  {personNameOf(person) || person.email}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{person.email}</Table.Td>
              <Table.Td>
                {person.jobRoleCode ? (jobRoleNames.get(person.jobRoleCode) ?? person.jobRoleCode) : '—'}
              </Table.Td>
              <Table.Td>
                {person.locationId === null ? '—' : (locationNames.get(person.locationId) ?? String(person.locationId))}
              </Table.Td>
              <Table.Td>
                {person.roles.length > 0 ? (
                  person.roles.map((role) => role.name).join(', ')
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('admin.people.table.noRole')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={person.status === 'ACTIVE' ? 'green.9' : 'gray.8'} variant="light">
                  {t(`admin.people.status.${person.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
