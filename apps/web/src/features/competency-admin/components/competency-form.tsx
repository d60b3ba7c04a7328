import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SkillLimits, ZSaveCompetencyRequestSchema } from '@portal/contracts';
import type { TAdminCompetency, TLocaleCode, TSaveCompetencyRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualFields } from '../../../components/ui/bilingual-fields';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { skillMessageOf } from '../utils/form-messages';
import { textIn } from '../utils/framework';

type TBilingual = { en: string; 'fr-CA': string };
type TCompetencyValues = {
  code: string;
  name: TBilingual;
  description: TBilingual;
  altLabels: TBilingual;
  /** The parent's id as the select holds it; null for a parent competency. */
  parentId: string | null;
  position: number;
};

type TCompetencyFormProps = {
  /** The saved competency; undefined for a new one. */
  competency?: TAdminCompetency | undefined;
  /** A new competency's parent (adding a child), else null. */
  defaultParentId?: number | null;
  /** Every competency (the parents are the choices). */
  competencies: readonly TAdminCompetency[];
  locale: TLocaleCode;
  isPending: boolean;
  onSave: (request: TSaveCompetencyRequest, onServerError: (error: unknown) => boolean) => void;
  onCancel: () => void;
};

const empty = (): TBilingual => ({ en: '', 'fr-CA': '' });
const trim = (text: TBilingual): TBilingual => ({ en: text.en.trim(), 'fr-CA': text['fr-CA'].trim() });

function toRequest(values: TCompetencyValues): TSaveCompetencyRequest {
  return {
    code: values.code.trim(),
    name: trim(values.name),
    description: trim(values.description),
    altLabels: trim(values.altLabels),
    parentId: values.parentId === null ? null : Number(values.parentId),
    position: values.position,
  };
}

/**
 * A competency: its code (ESCO's conceptUri on export), names, description and alternative labels
 * in both languages, and its parent. Two levels only: a competency with children stays a parent.
 */
export function CompetencyForm({
  competency,
  defaultParentId = null,
  competencies,
  locale,
  isPending,
  onSave,
  onCancel,
}: TCompetencyFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({ messageOf: skillMessageOf });
  const siblings = competencies.filter((other) => other.parentId === (competency?.parentId ?? defaultParentId));
  const form = useForm<TCompetencyValues>({
    initialValues: competency
      ? {
          code: competency.code,
          name: { ...competency.name },
          description: { ...competency.description },
          altLabels: { ...competency.altLabels },
          parentId: competency.parentId === null ? null : String(competency.parentId),
          position: competency.position,
        }
      : {
          code: '',
          name: empty(),
          description: empty(),
          altLabels: empty(),
          parentId: defaultParentId === null ? null : String(defaultParentId),
          // A new one goes last among its siblings.
          position: Math.min(
            siblings.reduce((last, other) => Math.max(last, other.position + 1), 0),
            SkillLimits.maxCompetencies,
          ),
        },
    validate: contractValidator(ZSaveCompetencyRequestSchema, toRequest, translator),
  });
  const hasChildren = competency !== undefined && competencies.some((other) => other.parentId === competency.id);
  const parents = competencies
    .filter((other) => other.parentId === null && other.id !== competency?.id)
    .map((parent) => ({ value: String(parent.id), label: textIn(parent.name, locale) }));
  const submit = form.onSubmit((values) =>
    onSave(toRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.other.length > 0 ? { ...placed.fields, _form: placed.other.join(' ') } : placed.fields);
      }
      return placed !== undefined;
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('skills.admin.competency.formLabel')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('skills.admin.competency.bilingualHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('skills.admin.competency.code')}
            description={t('skills.admin.competency.codeHint')}
            maxLength={SkillLimits.maxCodeLength}
            required
            {...form.getInputProps('code')}
          />
          <Select
            label={t('skills.admin.competency.parent')}
            description={
              hasChildren ? t('skills.admin.competency.parentLocked') : t('skills.admin.competency.parentHint')
            }
            placeholder={t('skills.admin.competency.noParent')}
            data={parents}
            clearable
            disabled={hasChildren}
            {...form.getInputProps('parentId')}
          />
          <BilingualFields
            labelEn={t('skills.admin.competency.nameEn')}
            labelFr={t('skills.admin.competency.nameFr')}
            maxLength={SkillLimits.maxNameLength}
            en={form.getInputProps('name.en')}
            fr={form.getInputProps('name.fr-CA')}
          />
          <BilingualFields
            labelEn={t('skills.admin.competency.descriptionEn')}
            labelFr={t('skills.admin.competency.descriptionFr')}
            rows={3}
            maxLength={SkillLimits.maxDescriptionLength}
            en={form.getInputProps('description.en')}
            fr={form.getInputProps('description.fr-CA')}
          />
          <BilingualFields
            labelEn={t('skills.admin.competency.altLabelsEn')}
            labelFr={t('skills.admin.competency.altLabelsFr')}
            description={t('skills.admin.competency.altLabelsHint')}
            rows={2}
            maxLength={SkillLimits.maxAltLabelsLength}
            en={form.getInputProps('altLabels.en')}
            fr={form.getInputProps('altLabels.fr-CA')}
          />
        </SimpleGrid>
        {formLevelErrors(form.errors).map((text) => (
          <Text key={text} c="red.9" size="sm" role="alert">
            {text}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('skills.admin.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('skills.admin.competency.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
