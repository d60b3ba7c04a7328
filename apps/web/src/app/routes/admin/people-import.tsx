import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { MANAGE_USERS_PERMISSION, PeopleImportValidation } from '@portal/contracts';
import type { TImportPeopleResponse } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useImportPeople } from '../../../features/admin/api/import-people';
import { importReportOf } from '../../../features/admin/utils/import-report';
import type { TImportReport } from '../../../features/admin/utils/import-report';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

function Report({ report }: { report: TImportReport }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="import-report">
      <Stack gap="sm">
        <Title order={2} size="h3" id="import-report">
          {t('admin.peopleImport.report.title')}
        </Title>
        {report.file.map((code) => (
          <Alert key={code} color="red" role="alert">
            {t(`admin.peopleImport.file.${code}`, { maxRows: PeopleImportValidation.maxRows })}
          </Alert>
        ))}
        {report.rows.length > 0 ? (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.peopleImport.report.row')}</Table.Th>
                <Table.Th scope="col">{t('admin.peopleImport.report.column')}</Table.Th>
                <Table.Th scope="col">{t('admin.peopleImport.report.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.map((problem) => (
                <Table.Tr key={`${problem.row}.${problem.column}.${problem.code}`}>
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{problem.column}</Table.Td>
                  <Table.Td>{t(`admin.peopleImport.cell.${problem.code}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Imported({ answer }: { answer: TImportPeopleResponse }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="import-done">
      <Stack gap="sm">
        <div role="status">
          <Title order={2} size="h3" id="import-done">
            {t('admin.peopleImport.done', { count: answer.created.length })}
          </Title>
        </div>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.people.table.name')}</Table.Th>
              <Table.Th scope="col">{t('admin.people.table.email')}</Table.Th>
              <Table.Th scope="col">{t('admin.invitation.link')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.created.map((person) => (
              <Table.Tr key={person.userCode}>
                <Table.Td>{`${person.firstName} ${person.lastName}`}</Table.Td>
                <Table.Td>{person.email}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{person.link ?? t('admin.peopleImport.emailed')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

function PeopleImport() {
  const { t } = useTranslation();
  const { authService } = useAdmin(MANAGE_USERS_PERMISSION);
  const upload = useImportPeople(authService);
  const [file, setFile] = useState<File | null>(null);
  const report = upload.isError ? importReportOf(upload.error) : undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.peopleImport.title')}
        description={t('admin.peopleImport.description')}
        breadcrumbs={[
          { label: t('admin.home.title'), to: '/admin' },
          { label: t('admin.people.title'), to: '/admin/people' },
        ]}
      />
      <Paper withBorder radius="md" p="lg">
        <form
          aria-label={t('admin.peopleImport.title')}
          onSubmit={(event) => {
            event.preventDefault();
            if (file) {
              upload.mutate(file);
            }
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('admin.peopleImport.columns')}</Text>
            <FileInput
              label={t('admin.peopleImport.file.label')}
              description={t('admin.peopleImport.file.hint', { maxRows: PeopleImportValidation.maxRows })}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={(chosen) => {
                upload.reset();
                setFile(chosen);
              }}
              clearable
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={upload.isPending} disabled={!file}>
                {t('admin.peopleImport.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {report ? <Report report={report} /> : null}
      {upload.isError && !report ? (
        <Alert color="red" role="alert">
          {t('admin.person.saveError')}
        </Alert>
      ) : null}
      {upload.data ? <Imported answer={upload.data} /> : null}
    </Stack>
  );
}

/** `/admin/people/import`: many people from a CSV or .xlsx file, all or none (USERADMIN_MANAGE_USERS). */
export function PeopleImportAdminRoute() {
  const { isAllowed } = useAdmin(MANAGE_USERS_PERMISSION);
  return isAllowed ? <PeopleImport /> : <AccessDeniedPage />;
}
