import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_PROFICIENCY_SCALE, SkillLimits, ZSaveScaleRequestSchema } from '@portal/contracts';
import type { TSaveScaleRequest, TScaleLevel } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualFields } from '../../../components/ui/bilingual-fields';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { skillMessageOf } from '../utils/form-messages';

type TLevelValues = { name: { en: string; 'fr-CA': string }; description: { en: string; 'fr-CA': string } };
type TScaleValues = { levels: TLevelValues[] };

type TScaleEditorProps = {
  levels: readonly TScaleLevel[];
  isPending: boolean;
  /** Saves the scale; `onServerError` places the server's field errors, false when it names none. */
  onSave: (request: TSaveScaleRequest, onServerError: (error: unknown) => boolean) => void;
};

const copyOf = (levels: readonly Pick<TScaleLevel, 'name' | 'description'>[]): TLevelValues[] =>
  levels.map((level) => ({ name: { ...level.name }, description: { ...level.description } }));

function toRequest(values: TScaleValues): TSaveScaleRequest {
  const trim = (text: { en: string; 'fr-CA': string }) => ({ en: text.en.trim(), 'fr-CA': text['fr-CA'].trim() });
  return { levels: values.levels.map((level) => ({ name: trim(level.name), description: trim(level.description) })) };
}

/**
 * The tenant's proficiency scale, 2 to 10 levels lowest first, each named and described in both
 * languages. Saving replaces it: ratings already given keep their place on the common 0..1 scale.
 */
export function ScaleEditor({ levels, isPending, onSave }: TScaleEditorProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({ messageOf: skillMessageOf });
  const form = useForm<TScaleValues>({
    initialValues: { levels: copyOf(levels) },
    validate: contractValidator(ZSaveScaleRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSave(toRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.other.length > 0 ? { ...placed.fields, _form: placed.other.join(' ') } : placed.fields);
      }
      return placed !== undefined;
    }),
  );
  const count = form.values.levels.length;
  return (
    <form onSubmit={submit} noValidate aria-label={t('skills.admin.scale.formLabel')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('skills.admin.scale.hint', { min: SkillLimits.minScaleLevels, max: SkillLimits.maxScaleLevels })}
        </Text>
        {form.values.levels.map((_level, index) => (
          // A level's place is its identity: its number is its level.
          <Fieldset key={index} legend={t('skills.admin.scale.level', { level: index + 1 })}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <BilingualFields
                labelEn={t('skills.admin.scale.nameEn', { level: index + 1 })}
                labelFr={t('skills.admin.scale.nameFr', { level: index + 1 })}
                maxLength={SkillLimits.maxNameLength}
                en={form.getInputProps(`levels.${index}.name.en`)}
                fr={form.getInputProps(`levels.${index}.name.fr-CA`)}
              />
              <BilingualFields
                labelEn={t('skills.admin.scale.descriptionEn', { level: index + 1 })}
                labelFr={t('skills.admin.scale.descriptionFr', { level: index + 1 })}
                rows={2}
                maxLength={SkillLimits.maxDescriptionLength}
                en={form.getInputProps(`levels.${index}.description.en`)}
                fr={form.getInputProps(`levels.${index}.description.fr-CA`)}
              />
            </SimpleGrid>
            {count > SkillLimits.minScaleLevels ? (
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="outline"
                  color="red.9"
                  size="compact-sm"
                  onClick={() => form.removeListItem('levels', index)}
                  aria-label={t('skills.admin.scale.removeNamed', { level: index + 1 })}
                >
                  {t('skills.admin.scale.remove')}
                </Button>
              </Group>
            ) : null}
          </Fieldset>
        ))}
        {formLevelErrors(form.errors).map((text) => (
          <Text key={text} c="red.9" size="sm" role="alert">
            {text}
          </Text>
        ))}
        <Group justify="space-between" wrap="wrap">
          <Group>
            <Button
              variant="default"
              disabled={count >= SkillLimits.maxScaleLevels}
              onClick={() =>
                form.insertListItem('levels', { name: { en: '', 'fr-CA': '' }, description: { en: '', 'fr-CA': '' } })
              }
            >
              {t('skills.admin.scale.add')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                form.setValues({ levels: copyOf(DEFAULT_PROFICIENCY_SCALE) });
                form.clearErrors();
              }}
            >
              {t('skills.admin.scale.restoreDefault')}
            </Button>
          </Group>
          <Button type="submit" loading={isPending}>
            {t('skills.admin.scale.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
