import { Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import type { TAdminCompetency, TLocaleCode, TSaveTargetsRequest, TScaleLevel } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentNameOf, ratableCompetencies, textIn } from '../utils/framework';

type TTargetsEditorProps = {
  jobRoleName: string;
  competencies: readonly TAdminCompetency[];
  scale: readonly TScaleLevel[];
  /** The job role's saved targets. */
  targets: readonly { competencyId: number; targetLevel: number }[];
  locale: TLocaleCode;
  isPending: boolean;
  onSave: (request: TSaveTargetsRequest) => void;
};

/**
 * A job role's target level per competency: every ratable competency with a level of the scale or
 * none. Saving replaces the role's targets with the chosen ones.
 */
export function TargetsEditor({
  jobRoleName,
  competencies,
  scale,
  targets,
  locale,
  isPending,
  onSave,
}: TTargetsEditorProps) {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<Map<number, number>>(
    () => new Map(targets.map((target) => [target.competencyId, target.targetLevel])),
  );
  const rows = ratableCompetencies(competencies);
  const options = [
    { value: '', label: t('skills.admin.targets.none') },
    ...scale.map((level) => ({
      value: String(level.level),
      label: t('skills.admin.levelNamed', { level: level.level, name: textIn(level.name, locale) }),
    })),
  ];
  const save = () =>
    onSave({
      targets: [...levels].map(([competencyId, targetLevel]) => ({ competencyId, targetLevel })),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      aria-label={t('skills.admin.targets.formLabel', { jobRole: jobRoleName })}
    >
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Caption>{t('skills.admin.targets.caption', { jobRole: jobRoleName })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('skills.admin.targets.competency')}</Table.Th>
              <Table.Th scope="col">{t('skills.admin.targets.level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((competency) => {
              const name = textIn(competency.name, locale);
              const parentName = parentNameOf(competency, competencies, locale);
              return (
                <Table.Tr key={competency.id}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                    {parentName ? (
                      <Text size="xs" c="dimmed">
                        {parentName}
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('skills.admin.targets.levelOf', { name })}
                      data={options}
                      value={String(levels.get(competency.id) ?? '')}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setLevels((current) => {
                          const next = new Map(current);
                          if (value === '') {
                            next.delete(competency.id);
                          } else {
                            next.set(competency.id, Number(value));
                          }
                          return next;
                        });
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={isPending}>
          {t('skills.admin.targets.save')}
        </Button>
      </Group>
    </form>
  );
}
