import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TAdminCompetency, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { frameworkTree, textIn } from '../utils/framework';

type TFrameworkTreeProps = {
  competencies: readonly TAdminCompetency[];
  locale: TLocaleCode;
  onAddChild: (parent: TAdminCompetency) => void;
  onEdit: (competency: TAdminCompetency) => void;
  onDelete: (competency: TAdminCompetency) => void;
};

function CompetencyRow({
  competency,
  locale,
  onEdit,
  onDelete,
  children,
}: {
  competency: TAdminCompetency;
  locale: TLocaleCode;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = textIn(competency.name, locale);
  const isBilingual = competency.name.en.trim() !== '' && competency.name['fr-CA'].trim() !== '';
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={2} style={{ flex: '1 1 14rem' }}>
        {competency.parentId === null ? (
          <Title order={3} size="h5">
            {name}
          </Title>
        ) : (
          <Text fw={500}>{name}</Text>
        )}
        <Group gap={6}>
          <Text size="xs" c="dimmed" ff="monospace">
            {competency.code}
          </Text>
          {isBilingual ? null : (
            <Badge size="sm" variant="outline" color="orange.9">
              {t('skills.admin.competency.oneLanguage')}
            </Badge>
          )}
          {competency.tagCount > 0 ? (
            <Badge size="sm" variant="outline" color="gray.8">
              {t('skills.admin.competency.tagCount', { count: competency.tagCount })}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Group gap="xs">
        {children}
        <Button
          size="compact-sm"
          variant="default"
          onClick={onEdit}
          aria-label={t('skills.admin.competency.editNamed', { name })}
        >
          {t('skills.admin.competency.edit')}
        </Button>
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          onClick={onDelete}
          aria-label={t('skills.admin.competency.deleteNamed', { name })}
        >
          {t('skills.admin.competency.delete')}
        </Button>
      </Group>
    </Group>
  );
}

/** The framework as the admin edits it: each parent competency with its children beneath it. */
export function FrameworkTree({ competencies, locale, onAddChild, onEdit, onDelete }: TFrameworkTreeProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {frameworkTree(competencies).map(({ competency: parent, children }) => {
        return (
          <Paper key={parent.id} component="li" withBorder radius="md" p="md">
            <CompetencyRow
              competency={parent}
              locale={locale}
              onEdit={() => onEdit(parent)}
              onDelete={() => onDelete(parent)}
            >
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onAddChild(parent)}
                aria-label={t('skills.admin.competency.addChildNamed', { name: textIn(parent.name, locale) })}
              >
                {t('skills.admin.competency.addChild')}
              </Button>
            </CompetencyRow>
            {children.length > 0 ? (
              <Stack
                component="ul"
                gap="xs"
                mt="sm"
                pl="lg"
                m={0}
                style={{ listStyle: 'none', borderLeft: '2px solid var(--mantine-color-gray-3)' }}
                aria-label={t('skills.admin.competency.childrenOf', { name: textIn(parent.name, locale) })}
              >
                {children.map((child) => (
                  <li key={child.id}>
                    <CompetencyRow
                      competency={child}
                      locale={locale}
                      onEdit={() => onEdit(child)}
                      onDelete={() => onDelete(child)}
                    />
                  </li>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" mt="xs">
                {t('skills.admin.competency.noChildren')}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
