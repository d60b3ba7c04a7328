import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { AssessmentLimits, REVIEW_MODES, SET_KINDS, ZSaveSetRequestSchema } from '@portal/contracts';
import type { TAssessmentSet, TSaveSetRequest } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualFields } from '../../../components/ui/bilingual-fields';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldIssue } from '../../../lib/form';
import { assessmentMessageOf } from '../utils/form-messages';
import { emptySetValues, setFieldOf, setValuesOf, toSetRequest } from '../utils/set-form';
import type { TSetValues } from '../utils/set-form';

export type TBankChoice = { bankId: number; title: string; questionCount: number };

type TSetFormProps = {
  set?: TAssessmentSet;
  bankChoices: readonly TBankChoice[];
  isPending: boolean;
  /** An error of another action on this set (publishing) whose field errors belong on this form. */
  actionError?: unknown;
  onSave: (request: TSaveSetRequest, onServerError: (error: unknown) => boolean) => void;
  onCancel: () => void;
};

function setMessageOf(issue: TFieldIssue) {
  const named = assessmentMessageOf(issue);
  if (named && !('key' in named && named.key === 'assessmentAdmin.validation.atLeast')) {
    return named;
  }
  if (/^banks\.\d+\.bankId$/.test(issue.path)) {
    return { key: 'assessmentAdmin.validation.chooseBank' as const };
  }
  return named;
}

/**
 * An assessment set: texts, the banks it draws from (with how many each), shuffling, time limit,
 * attempts, pass mark, availability window and what learners see afterwards. The contract checks
 * it here first; the server's errors (saving or publishing) land on the same fields.
 */
export function SetForm({ set, bankChoices, isPending, actionError, onSave, onCancel }: TSetFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({ messageOf: setMessageOf, fieldOf: setFieldOf });
  const form = useForm<TSetValues>({
    initialValues: set ? setValuesOf(set) : emptySetValues(),
    validate: contractValidator(ZSaveSetRequestSchema, toSetRequest, translator),
  });
  const placeServerError = (error: unknown) => {
    const placed = serverFieldErrors(error, translator);
    if (placed) {
      form.setErrors(placed.other.length > 0 ? { ...placed.fields, _form: placed.other.join(' ') } : placed.fields);
    }
    return placed !== undefined;
  };
  useEffect(() => {
    if (actionError) {
      placeServerError(actionError);
    }
    // Only a new error is placed; the translator is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionError]);
  const submit = form.onSubmit((values) => onSave(toSetRequest(values), placeServerError));
  const choices = bankChoices.map((bank) => ({
    value: String(bank.bankId),
    label: t('assessmentAdmin.set.bankChoice', { title: bank.title, count: bank.questionCount }),
  }));
  const banksError = typeof form.errors.banks === 'string' ? form.errors.banks : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t('assessmentAdmin.set.formLabel')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('assessmentAdmin.bilingualHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BilingualFields
            labelEn={t('assessmentAdmin.set.titleEn')}
            labelFr={t('assessmentAdmin.set.titleFr')}
            maxLength={AssessmentLimits.maxTitleLength}
            en={form.getInputProps('titleEn')}
            fr={form.getInputProps('titleFr')}
          />
          <BilingualFields
            labelEn={t('assessmentAdmin.set.descriptionEn')}
            labelFr={t('assessmentAdmin.set.descriptionFr')}
            rows={3}
            maxLength={AssessmentLimits.maxDescriptionLength}
            en={form.getInputProps('descriptionEn')}
            fr={form.getInputProps('descriptionFr')}
          />
        </SimpleGrid>
        <Group align="flex-start" wrap="wrap">
          <Select
            label={t('assessmentAdmin.set.kind')}
            description={t(`assessmentAdmin.setKindHint.${form.values.kind}`)}
            data={SET_KINDS.map((kind) => ({ value: kind, label: t(`assessmentAdmin.setKind.${kind}`) }))}
            allowDeselect={false}
            style={{ flex: '1 1 16rem' }}
            {...form.getInputProps('kind')}
          />
          {form.values.kind === 'SKILL' ? (
            <NumberInput
              label={t('assessmentAdmin.set.validityDays')}
              description={t('assessmentAdmin.set.validityDaysHint')}
              min={1}
              max={AssessmentLimits.maxDueDays}
              allowDecimal={false}
              style={{ flex: '1 1 16rem' }}
              {...form.getInputProps('validityDays')}
            />
          ) : null}
        </Group>
        <Fieldset legend={t('assessmentAdmin.set.banksLegend')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('assessmentAdmin.set.banksHint')}
            </Text>
            {form.values.banks.map((bank, index) => (
              // The row's position is its identity: rows are only added at the end or removed.
              <Group key={index} align="flex-start" wrap="wrap">
                <Select
                  label={t('assessmentAdmin.set.bank', { number: index + 1 })}
                  data={choices}
                  searchable
                  allowDeselect={false}
                  style={{ flex: '1 1 16rem' }}
                  {...form.getInputProps(`banks.${index}.bankId`)}
                />
                <NumberInput
                  label={t('assessmentAdmin.set.drawCount', { number: index + 1 })}
                  min={1}
                  max={AssessmentLimits.maxDrawCount}
                  allowDecimal={false}
                  w={160}
                  {...form.getInputProps(`banks.${index}.drawCount`)}
                />
                {form.values.banks.length > 1 ? (
                  <Button
                    mt={24}
                    variant="outline"
                    color="red.9"
                    onClick={() => form.removeListItem('banks', index)}
                    aria-label={t('assessmentAdmin.set.removeBankNamed', { number: index + 1 })}
                  >
                    {t('assessmentAdmin.set.removeBank')}
                  </Button>
                ) : null}
              </Group>
            ))}
            {banksError ? (
              <Text c="red.9" size="sm" role="alert">
                {banksError}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="default"
                disabled={form.values.banks.length >= AssessmentLimits.maxBanksPerSet}
                onClick={() => form.insertListItem('banks', { bankId: null, drawCount: 5 })}
              >
                {t('assessmentAdmin.set.addBank')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('assessmentAdmin.set.rulesLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              label={t('assessmentAdmin.set.timeLimit')}
              description={t('assessmentAdmin.set.timeLimitHint')}
              min={1}
              max={AssessmentLimits.maxTimeLimitMinutes}
              allowDecimal={false}
              {...form.getInputProps('timeLimitMinutes')}
            />
            <NumberInput
              label={t('assessmentAdmin.set.attemptsAllowed')}
              description={t('assessmentAdmin.set.attemptsHint')}
              min={1}
              max={AssessmentLimits.maxAttemptsAllowed}
              allowDecimal={false}
              {...form.getInputProps('attemptsAllowed')}
            />
            {/* A skill assessment rates: nobody passes or fails it, so it asks for no pass mark. */}
            {form.values.kind === 'SKILL' ? null : (
              <NumberInput
                label={t('assessmentAdmin.set.passMarkPercent')}
                description={t('assessmentAdmin.set.passMarkHint')}
                min={0}
                max={100}
                allowDecimal={false}
                {...form.getInputProps('passMarkPercent')}
              />
            )}
            <TextInput
              type="datetime-local"
              label={t('assessmentAdmin.set.availableFrom')}
              description={t('assessmentAdmin.set.availableHint')}
              {...form.getInputProps('availableFrom')}
            />
            <TextInput
              type="datetime-local"
              label={t('assessmentAdmin.set.availableUntil')}
              description={t('assessmentAdmin.set.availableHint')}
              {...form.getInputProps('availableUntil')}
            />
            <Select
              label={t('assessmentAdmin.set.reviewMode')}
              description={t(`assessmentAdmin.reviewModeHint.${form.values.reviewMode}`)}
              data={REVIEW_MODES.map((mode) => ({ value: mode, label: t(`assessmentAdmin.reviewMode.${mode}`) }))}
              allowDeselect={false}
              {...form.getInputProps('reviewMode')}
            />
          </SimpleGrid>
          <Group mt="md" gap="xl">
            <Switch
              label={t('assessmentAdmin.set.shuffleQuestions')}
              {...form.getInputProps('shuffleQuestions', { type: 'checkbox' })}
            />
            <Switch
              label={t('assessmentAdmin.set.shuffleOptions')}
              {...form.getInputProps('shuffleOptions', { type: 'checkbox' })}
            />
          </Group>
        </Fieldset>
        {formLevelErrors(form.errors).map((text) => (
          <Text key={text} c="red.9" size="sm" role="alert">
            {text}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('assessmentAdmin.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('assessmentAdmin.set.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
