import { Button, Checkbox, MultiSelect, NumberInput, Paper, Stack, TagsInput, Text, Title } from '@mantine/core';
import { AssessmentLimits } from '@portal/contracts';
import type { TJobRole, TLocation, TSetAssignment, TSetAssignmentsRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TSetAssignmentsFormProps = {
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
  assignments,
  jobRoles,
  locations,
  isPending,
  error,
  onSave,
}: TSetAssignmentsFormProps) {
  const { t } = useTranslation();
  const [everyone, setEveryone] = useState(assignments.some((assignment) => assignment.targetKind === 'ALL'));
  const [jobRoleCodes, setJobRoleCodes] = useState(codesOf(assignments, 'JOB_ROLE'));
  const [locationIds, setLocationIds] = useState(codesOf(assignments, 'LOCATION'));
  const [userCodes, setUserCodes] = useState(codesOf(assignments, 'USER'));
  const [dueDays, setDueDays] = useState<number | string>(
    assignments.find((assignment) => assignment.dueDays !== null)?.dueDays ?? '',
  );
  const submit = () => {
    const due = dueDays === '' ? null : Number(dueDays);
    const rows = [
      ...(everyone ? [{ targetKind: 'ALL' as const, targetCode: '' }] : []),
      ...jobRoleCodes.map((code) => ({ targetKind: 'JOB_ROLE' as const, targetCode: code })),
      ...locationIds.map((code) => ({ targetKind: 'LOCATION' as const, targetCode: code })),
      ...userCodes.map((code) => ({ targetKind: 'USER' as const, targetCode: code })),
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
          <MultiSelect
            label={t('assessmentAdmin.assign.jobRoles')}
            searchable
            data={jobRoles.map((role) => ({ value: role.code, label: role.name }))}
            value={jobRoleCodes}
            onChange={setJobRoleCodes}
            nothingFoundMessage={t('dropdown.empty')}
          />
          <MultiSelect
            label={t('assessmentAdmin.assign.locations')}
            searchable
            data={locations.map((location) => ({ value: String(location.locationId), label: location.name }))}
            value={locationIds}
            onChange={setLocationIds}
            nothingFoundMessage={t('dropdown.empty')}
          />
          <TagsInput
            label={t('assessmentAdmin.assign.users')}
            description={t('assessmentAdmin.assign.usersHint')}
            value={userCodes}
            onChange={setUserCodes}
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
