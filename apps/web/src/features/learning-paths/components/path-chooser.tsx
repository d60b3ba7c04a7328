import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { TPathSummary } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TPathChooserProps = {
  paths: readonly TPathSummary[];
  isPending: boolean;
  /** The button's text ("Choose this path", "Continue"). */
  submitLabel: string;
  onChoose: (pathId: number) => void;
};

/** The paths a learner may take, one to pick (the current one preselected), and a button to confirm. */
export function PathChooser({ paths, isPending, submitLabel, onChoose }: TPathChooserProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(
    () => paths.find((path) => path.isSelected)?.pathId.toString() ?? null,
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selected !== null) {
          onChoose(Number(selected));
        }
      }}
    >
      <Stack gap="md">
        <Radio.Group value={selected} onChange={setSelected} label={t('learningPaths.choose.label')} required>
          <Stack gap="sm" mt="xs">
            {paths.map((path) => (
              <Radio.Card key={path.pathId} value={path.pathId.toString()} radius="md" p="md" withBorder>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{path.title}</Text>
                      {path.isCore ? (
                        <Badge size="sm" variant="outline" color="blue.9">
                          {t('learningPaths.choose.core')}
                        </Badge>
                      ) : null}
                      {path.isSelected ? (
                        <Badge size="sm" color="teal.9" variant="outline">
                          {t('learningPaths.choose.current')}
                        </Badge>
                      ) : null}
                    </Group>
                    {path.description ? (
                      <Text size="sm" c="dimmed">
                        {path.description}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {t('learningPaths.choose.counts', { levels: path.levelCount, items: path.itemCount })}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={isPending} disabled={selected === null}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
