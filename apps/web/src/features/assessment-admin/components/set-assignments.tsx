import { Button, Checkbox, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { AssessmentLimits } from '@portal/contracts';
import type { TJobRole, TLocation, TSetAssignment, TSetAssignmentsRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceFields } from '../../../components/ui/audience-fields';

type TSetAssignmentsFormProps = {
  /** The auth service, whose user directory the people picker searches. */
  authServiceUrl: string;
  assignments: readonly TSetAssignment[];
  jobRoles: readonly TJobRole[];
  locations: readonly TLocation[];
  isPending: boolean;
  /** The server's words when saving failed, shown above the button. */
  error: string | undefined;
  onSave: (request: TSetAssignmentsRequest) => void;
};

function codesOf(assignments: readonly TSetAssignment[], kind: TSetAssignment['targetKind']): string[] {
  return assignments.filter((assignment) => assignment.targetKind === kind).map((assignment) => assignment.targetCode);
}

/** Who takes the set: everyone, job roles, locations or named users, due some days after assignment. */
export function SetAssignmentsForm({
  authServiceUrl,
  assignments,
  jobRoles,
  locations,
  isPending,
  error,
  onSave,
}: TSetAssignmentsFormProps) {
  const { t } = useTranslation();
  const [everyone, setEveryone] = useState(assignments.some((assignment) => assignment.targetKind === 'ALL'));
  const [audience, setAudience] = useState(() => ({
    jobRoleCodes: codesOf(assignments, 'JOB_ROLE'),
    locationIds: codesOf(assignments, 'LOCATION'),
    userCodes: codesOf(assignments, 'USER'),
  }));
  const [dueDays, setDueDays] = useState<number | string>(
    assignments.find((assignment) => assignment.dueDays !== null)?.dueDays ?? '',
  );
  const submit = () => {
    const due = dueDays === '' ? null : Number(dueDays);
    const rows = [
      ...(everyone ? [{ targetKind: 'ALL' as const, targetCode: '' }] : []),
      ...audience.jobRoleCodes.map((code) => ({ targetKind: 'JOB_ROLE' as const, targetCode: code })),
      ...audience.locationIds.map((code) => ({ targetKind: 'LOCATION' as const, targetCode: code })),
      ...audience.userCodes.map((code) => ({ targetKind: 'USER' as const, targetCode: code })),
    ];
    onSave({ assignments: rows.map((row) => ({ ...row, dueDays: due })) });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="set-assignments-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="set-assignments-heading">
            {t('assessmentAdmin.assign.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('assessmentAdmin.assign.text')}
          </Text>
          <Checkbox
            label={t('assessmentAdmin.assign.everyone')}
            checked={everyone}
            onChange={(event) => setEveryone(event.currentTarget.checked)}
          />
          <AudienceFields
            authServiceUrl={authServiceUrl}
            jobRoles={jobRoles}
            locations={locations}
            value={audience}
            onChange={setAudience}
          />
          <NumberInput
            label={t('assessmentAdmin.assign.dueDays')}
            description={t('assessmentAdmin.assign.dueDaysHint')}
            min={1}
            max={AssessmentLimits.maxDueDays}
            allowDecimal={false}
            value={dueDays}
            onChange={setDueDays}
            w={220}
          />
          {error ? (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <div>
            <Button type="submit" loading={isPending}>
              {t('assessmentAdmin.assign.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
