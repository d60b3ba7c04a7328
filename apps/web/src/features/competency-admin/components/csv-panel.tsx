import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { csvErrorsOf, skillMessageKeyOf } from '@portal/contracts';
import type { TCsvError } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';

type TCsvPanelProps = {
  isImporting: boolean;
  isExporting: boolean;
  onExport: () => void;
  /** Resolves with what came in; rejects with the server's problem (or a file too large). */
  onImport: (file: File) => Promise<{ created: number; updated: number }>;
};

type TOutcome =
  { kind: 'imported'; created: number; updated: number } | { kind: 'failed'; errors: TCsvError[]; text: string | null };

/**
 * The framework as one CSV file in ESCO's skills layout (both languages), and a file brought in:
 * all or nothing, a bad file's errors listed with their line numbers as the server found them.
 */
export function CsvPanel({ isImporting, isExporting, onExport, onImport }: TCsvPanelProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  // The server's English message in the page's language when the catalogue has it.
  const messageText = (message: string) => {
    const key = skillMessageKeyOf(message);
    return key ? t(key as TMessageKey) : message;
  };
  const submit = () => {
    if (!file) {
      return;
    }
    setOutcome(null);
    onImport(file).then(
      (result) => {
        setOutcome({ kind: 'imported', ...result });
        setFile(null);
      },
      (error: unknown) => {
        const errors = error instanceof ApiError ? csvErrorsOf(error.problem?.errors) : [];
        setOutcome({
          kind: 'failed',
          errors: errors.filter((item) => item.line > 0),
          text:
            errors
              .filter((item) => item.line === 0)
              .map((item) => messageText(item.message))
              .join(' ') || (errors.length === 0 ? messageText(error instanceof Error ? error.message : '') : null),
        });
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="skills-csv-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="skills-csv-heading">
          {t('skills.admin.csv.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('skills.admin.csv.text')}
        </Text>
        <Group>
          <Button variant="default" loading={isExporting} onClick={onExport}>
            {t('skills.admin.csv.export')}
          </Button>
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('skills.admin.csv.file')}
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': t('skills.admin.csv.clearFile') }}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" disabled={!file} loading={isImporting}>
              {t('skills.admin.csv.import')}
            </Button>
          </Group>
        </form>
        <div aria-live="polite">
          {outcome?.kind === 'imported' ? (
            <Alert
              color="teal"
              title={t('skills.admin.csv.imported', { created: outcome.created, updated: outcome.updated })}
            />
          ) : null}
          {outcome?.kind === 'failed' ? (
            <Alert color="red" title={t('skills.admin.csv.rejected')}>
              {outcome.text ? <Text size="sm">{outcome.text}</Text> : null}
              {outcome.errors.length > 0 ? (
                <List size="sm" data-testid="csv-errors">
                  {outcome.errors.map((error) => (
                    <List.Item key={`${error.line}-${error.column ?? ''}-${error.message}`}>
                      {error.column === null
                        ? t('skills.admin.csv.lineError', { line: error.line, message: messageText(error.message) })
                        : t('skills.admin.csv.lineColumnError', {
                            line: error.line,
                            column: error.column,
                            message: messageText(error.message),
                          })}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
