import { Button, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import type { TAttendance, TAttendanceRequest, TSessionRegistrations } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

type TSessionRegistrationsProps = {
  registrations: TSessionRegistrations;
  /** Attendance is marked once a session has started. */
  canMarkAttendance: boolean;
  isSaving: boolean;
  onSaveAttendance: (request: TAttendanceRequest) => void;
};

/** Who is seated (with their attendance) and who waits, in order. */
export function SessionRegistrationsView({
  registrations,
  canMarkAttendance,
  isSaving,
  onSaveAttendance,
}: TSessionRegistrationsProps) {
  const { t } = useTranslation();
  const [marks, setMarks] = useState<Record<string, TAttendance>>({});
  const changed = Object.entries(marks).filter(
    ([userCode, attendance]) =>
      registrations.seated.find((person) => person.userCode === userCode)?.attendance !== attendance,
  );
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('eventsAdmin.registrations.seated', {
            count: registrations.seated.length,
            capacity: registrations.session.capacity,
          })}
        </Title>
        {registrations.seated.length === 0 ? (
          <EmptyState
            headingOrder={4}
            isCompact
            title={t('eventsAdmin.registrations.noSeatedTitle')}
            text={t('eventsAdmin.registrations.noSeated')}
          />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('eventsAdmin.registrations.person')}</Table.Th>
                  <Table.Th>{t('eventsAdmin.registrations.email')}</Table.Th>
                  <Table.Th>{t('eventsAdmin.registrations.attendance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {registrations.seated.map((person) => {
                  const value = marks[person.userCode] ?? person.attendance ?? '';
                  return (
                    <Table.Tr key={person.userCode}>
                      <Table.Td>{person.displayName}</Table.Td>
                      <Table.Td>{person.email}</Table.Td>
                      <Table.Td>
                        {canMarkAttendance ? (
                          <Radio.Group
                            value={value}
                            onChange={(next) => setMarks({ ...marks, [person.userCode]: next as TAttendance })}
                            aria-label={t('eventsAdmin.registrations.attendanceOf', { name: person.displayName })}
                          >
                            <Group gap="sm">
                              <Radio value="ATTENDED" label={t('eventsAdmin.attendance.ATTENDED')} />
                              <Radio value="ABSENT" label={t('eventsAdmin.attendance.ABSENT')} />
                            </Group>
                          </Radio.Group>
                        ) : (
                          <Text size="sm">
                            {person.attendance
                              ? t(`eventsAdmin.attendance.${person.attendance}`)
                              : t('eventsAdmin.attendance.notYet')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {canMarkAttendance && registrations.seated.length > 0 ? (
          <Group justify="flex-end">
            <Button
              disabled={changed.length === 0}
              loading={isSaving}
              onClick={() =>
                onSaveAttendance({
                  entries: changed.map(([userCode, attendance]) => ({ userCode, attendance })),
                })
              }
            >
              {t('eventsAdmin.registrations.saveAttendance')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('eventsAdmin.registrations.waiting', { count: registrations.waiting.length })}
        </Title>
        {registrations.waiting.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('eventsAdmin.registrations.noWaiting')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('eventsAdmin.registrations.position')}</Table.Th>
                  <Table.Th>{t('eventsAdmin.registrations.person')}</Table.Th>
                  <Table.Th>{t('eventsAdmin.registrations.email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {registrations.waiting.map((person) => (
                  <Table.Tr key={person.userCode}>
                    <Table.Td>{person.position}</Table.Td>
                    <Table.Td>{person.displayName}</Table.Td>
                    <Table.Td>{person.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
