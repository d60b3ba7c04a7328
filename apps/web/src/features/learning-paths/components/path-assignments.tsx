import { Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { TJobRole, TLocation, TPathAssignments } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../../components/ui/user-picker';

type TPathAssignmentsFormProps = {
  /** The auth service, whose user directory the user picker searches. */
  authServiceUrl: string;
  assignments: TPathAssignments;
  jobRoles: readonly TJobRole[];
  locations: readonly TLocation[];
  isPending: boolean;
  onSave: (assignments: TPathAssignments) => void;
};

/** Who gets the path: by job role, by location, or named users (found by name or email). */
export function PathAssignmentsForm({
  authServiceUrl,
  assignments,
  jobRoles,
  locations,
  isPending,
  onSave,
}: TPathAssignmentsFormProps) {
  const { t } = useTranslation();
  const [jobRoleCodes, setJobRoleCodes] = useState(assignments.jobRoleCodes);
  const [locationIds, setLocationIds] = useState(assignments.locationIds.map(String));
  const [userCodes, setUserCodes] = useState(assignments.userCodes);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="path-assignments-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ jobRoleCodes, locationIds: locationIds.map(Number), userCodes });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="path-assignments-heading">
            {t('learningPathsAdmin.assign.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('learningPathsAdmin.assign.text')}
          </Text>
          <MultiSelect
            label={t('learningPathsAdmin.assign.jobRoles')}
            searchable
            data={jobRoles.map((role) => ({ value: role.code, label: role.name }))}
            value={jobRoleCodes}
            onChange={setJobRoleCodes}
            nothingFoundMessage={t('dropdown.empty')}
          />
          <MultiSelect
            label={t('learningPathsAdmin.assign.locations')}
            searchable
            data={locations.map((location) => ({ value: String(location.locationId), label: location.name }))}
            value={locationIds}
            onChange={setLocationIds}
            nothingFoundMessage={t('dropdown.empty')}
          />
          <UserPicker
            authService={authServiceUrl}
            label={t('learningPathsAdmin.assign.users')}
            description={t('learningPathsAdmin.assign.usersHint')}
            value={userCodes}
            onChange={setUserCodes}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isPending}>
              {t('learningPathsAdmin.assign.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
