import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TJobRole, TLocation, TPathAssignments } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceFields } from '../../../components/ui/audience-fields';

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
  const [audience, setAudience] = useState(() => ({
    jobRoleCodes: assignments.jobRoleCodes,
    locationIds: assignments.locationIds.map(String),
    userCodes: assignments.userCodes,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="path-assignments-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave({
            jobRoleCodes: audience.jobRoleCodes,
            locationIds: audience.locationIds.map(Number),
            userCodes: audience.userCodes,
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="path-assignments-heading">
            {t('learningPathsAdmin.assign.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('learningPathsAdmin.assign.text')}
          </Text>
          <AudienceFields
            authServiceUrl={authServiceUrl}
            jobRoles={jobRoles}
            locations={locations}
            value={audience}
            onChange={setAudience}
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
