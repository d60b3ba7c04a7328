import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { qtiErrorsOf } from '@portal/contracts';
import type { TQtiImportError } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

type TQtiPanelProps = {
  isImporting: boolean;
  isExporting: boolean;
  onExport: () => void;
  /** Resolves with how many questions came in; rejects with the server's problem. */
  onImport: (file: File) => Promise<number>;
};

type TOutcome = { kind: 'imported'; count: number } | { kind: 'failed'; errors: TQtiImportError[]; text: string };

/**
 * QTI 3.0: the bank as one XML file, and a file brought in (all or nothing). A bad file's errors
 * are listed with their line numbers, as the server found them.
 */
export function QtiPanel({ isImporting, isExporting, onExport, onImport }: TQtiPanelProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const submit = () => {
    if (!file) {
      return;
    }
    setOutcome(null);
    onImport(file).then(
      (count) => {
        setOutcome({ kind: 'imported', count });
        setFile(null);
      },
      (error: unknown) => {
        const errors = error instanceof ApiError ? qtiErrorsOf(error.problem?.errors) : [];
        const other =
          error instanceof ApiError
            ? Object.entries(error.problem?.errors ?? {})
                .filter(([key]) => !key.startsWith('qti.line.'))
                .flatMap(([, texts]) => texts)
            : [];
        setOutcome({
          kind: 'failed',
          errors,
          text: other.length > 0 ? other.join(' ') : t('assessmentAdmin.qti.failed'),
        });
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="qti-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="qti-heading">
          {t('assessmentAdmin.qti.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('assessmentAdmin.qti.text')}
        </Text>
        <Group>
          <Button variant="default" loading={isExporting} onClick={onExport}>
            {t('assessmentAdmin.qti.export')}
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
              label={t('assessmentAdmin.qti.file')}
              accept=".xml,application/xml,text/xml"
              value={file}
              onChange={setFile}
              clearable
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" disabled={!file} loading={isImporting}>
              {t('assessmentAdmin.qti.import')}
            </Button>
          </Group>
        </form>
        <div aria-live="polite">
          {outcome?.kind === 'imported' ? (
            <Alert color="teal" title={t('assessmentAdmin.qti.imported', { count: outcome.count })} />
          ) : null}
          {outcome?.kind === 'failed' ? (
            <Alert color="red" title={t('assessmentAdmin.qti.rejected')}>
              {outcome.errors.length > 0 ? (
                <List size="sm" data-testid="qti-errors">
                  {outcome.errors.map((error) => (
                    <List.Item key={`${error.line}-${error.column ?? 0}-${error.message}`}>
                      {error.column === null
                        ? t('assessmentAdmin.qti.lineError', { line: error.line, message: error.message })
                        : t('assessmentAdmin.qti.lineColumnError', {
                            line: error.line,
                            column: error.column,
                            message: error.message,
                          })}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">{outcome.text}</Text>
              )}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
