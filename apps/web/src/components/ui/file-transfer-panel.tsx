import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

/** One error of a refused file, where the server found it. */
export type TFileLineError = { line: number; column: string | number | null; message: string };

/** Why a file was refused: its line-numbered errors, and a text for the rest (or none). */
export type TFileRefusal = { errors: TFileLineError[]; text: string | null };

type TFileTransferPanelProps = {
  /** The section heading's id (the section is labelled by it). */
  headingId: string;
  /** Translated texts of the panel. */
  texts: { title: string; text: string; export: string; file: string; import: string; rejected: string };
  clearFileLabel?: string;
  /** The file input's `accept`. */
  accept: string;
  errorsTestId: string;
  isImporting: boolean;
  isExporting: boolean;
  onExport: () => void;
  /** Resolves with the success message; rejects with the server's problem (or a file too large). */
  onImport: (file: File) => Promise<string>;
  refusalOf: (error: unknown) => TFileRefusal;
  lineErrorText: (error: TFileLineError) => string;
};

type TOutcome = { kind: 'imported'; title: string } | ({ kind: 'failed' } & TFileRefusal);

/**
 * A whole data set as one file: the export, and a file brought in (all or nothing), a refused
 * file's errors listed with their line numbers as the server found them.
 */
export function FileTransferPanel({
  headingId,
  texts,
  clearFileLabel,
  accept,
  errorsTestId,
  isImporting,
  isExporting,
  onExport,
  onImport,
  refusalOf,
  lineErrorText,
}: TFileTransferPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const submit = () => {
    if (!file) {
      return;
    }
    setOutcome(null);
    onImport(file).then(
      (title) => {
        setOutcome({ kind: 'imported', title });
        setFile(null);
      },
      (error: unknown) => setOutcome({ kind: 'failed', ...refusalOf(error) }),
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.text}
        </Text>
        <Group>
          <Button variant="default" loading={isExporting} onClick={onExport}>
            {texts.export}
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
              label={texts.file}
              accept={accept}
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={clearFileLabel ? { 'aria-label': clearFileLabel } : undefined}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" disabled={!file} loading={isImporting}>
              {texts.import}
            </Button>
          </Group>
        </form>
        <div aria-live="polite">
          {outcome?.kind === 'imported' ? <Alert color="teal" title={outcome.title} /> : null}
          {outcome?.kind === 'failed' ? (
            <Alert color="red" title={texts.rejected}>
              {outcome.text ? <Text size="sm">{outcome.text}</Text> : null}
              {outcome.errors.length > 0 ? (
                <List size="sm" data-testid={errorsTestId}>
                  {outcome.errors.map((error) => (
                    <List.Item key={`${error.line}-${error.column ?? ''}-${error.message}`}>
                      {lineErrorText(error)}
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
