import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AssessmentLimits } from '@portal/contracts';
import { emptyOption, moveOption, isSingleAnswer } from '../utils/question-form';
import type { TQuestionValues } from '../utils/question-form';

type TOptionFieldsProps = { form: UseFormReturnType<TQuestionValues> };

/**
 * The answers of a choice, true/false or ordering question: bilingual texts side by side, which
 * are correct (a radio when one is, checkboxes when several may be; none for ordering, whose
 * correct order is the list's), bilingual feedback, and keyboard buttons to reorder.
 */
export function OptionFields({ form }: TOptionFieldsProps) {
  const { t } = useTranslation();
  const radioName = useId();
  const { kind, options } = form.values;
  const isOrdering = kind === 'ORDERING';
  const isFixed = kind === 'TRUE_FALSE';
  const setCorrect = (index: number, isCorrect: boolean) =>
    form.setFieldValue(
      'options',
      options.map((option, at) =>
        isSingleAnswer(kind)
          ? { ...option, isCorrect: at === index }
          : at === index
            ? { ...option, isCorrect }
            : option,
      ),
    );
  const optionsError = form.errors.options;
  return (
    <Fieldset legend={isOrdering ? t('assessmentAdmin.question.orderLegend') : t('assessmentAdmin.question.answers')}>
      <Stack gap="md">
        {isOrdering ? (
          <Text size="sm" c="dimmed">
            {t('assessmentAdmin.question.orderHint')}
          </Text>
        ) : null}
        {options.map((option, index) => {
          const number = index + 1;
          const name =
            option.text.en || option.text['fr-CA'] || t('assessmentAdmin.preview.untitledOption', { number });
          return (
            <Stack
              key={option.id}
              gap="xs"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Group justify="space-between" wrap="wrap">
                <Text fw={600} size="sm">
                  {t('assessmentAdmin.question.optionNumber', { number })}
                </Text>
                <Group gap="xs">
                  {isOrdering ? null : isSingleAnswer(kind) ? (
                    <Radio
                      name={radioName}
                      checked={option.isCorrect}
                      onChange={() => setCorrect(index, true)}
                      label={t('assessmentAdmin.question.correct')}
                      aria-label={t('assessmentAdmin.question.correctNamed', { number })}
                    />
                  ) : (
                    <Checkbox
                      checked={option.isCorrect}
                      onChange={(event) => setCorrect(index, event.currentTarget.checked)}
                      label={t('assessmentAdmin.question.correct')}
                      aria-label={t('assessmentAdmin.question.correctNamed', { number })}
                    />
                  )}
                  {isOrdering ? (
                    <>
                      <ActionIcon
                        variant="default"
                        disabled={index === 0}
                        aria-label={t('assessmentAdmin.preview.moveUp', { text: name })}
                        onClick={() => form.setFieldValue('options', moveOption(options, index, index - 1))}
                      >
                        <span aria-hidden>↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        disabled={index === options.length - 1}
                        aria-label={t('assessmentAdmin.preview.moveDown', { text: name })}
                        onClick={() => form.setFieldValue('options', moveOption(options, index, index + 1))}
                      >
                        <span aria-hidden>↓</span>
                      </ActionIcon>
                    </>
                  ) : null}
                  {isFixed ? null : (
                    <Button
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      aria-label={t('assessmentAdmin.question.removeOptionNamed', { number })}
                      onClick={() => form.removeListItem('options', index)}
                    >
                      {t('assessmentAdmin.question.removeOption')}
                    </Button>
                  )}
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('assessmentAdmin.question.optionTextEn', { number })}
                  lang="en"
                  maxLength={AssessmentLimits.maxOptionTextLength}
                  {...form.getInputProps(`options.${index}.text.en`)}
                />
                <TextInput
                  label={t('assessmentAdmin.question.optionTextFr', { number })}
                  lang="fr-CA"
                  maxLength={AssessmentLimits.maxOptionTextLength}
                  {...form.getInputProps(`options.${index}.text.fr-CA`)}
                />
                {isOrdering ? null : (
                  <>
                    <TextInput
                      label={t('assessmentAdmin.question.feedbackEn', { number })}
                      lang="en"
                      maxLength={AssessmentLimits.maxFeedbackLength}
                      {...form.getInputProps(`options.${index}.feedback.en`)}
                    />
                    <TextInput
                      label={t('assessmentAdmin.question.feedbackFr', { number })}
                      lang="fr-CA"
                      maxLength={AssessmentLimits.maxFeedbackLength}
                      {...form.getInputProps(`options.${index}.feedback.fr-CA`)}
                    />
                  </>
                )}
              </SimpleGrid>
            </Stack>
          );
        })}
        {optionsError ? (
          <Text c="red.9" size="sm" role="alert">
            {optionsError}
          </Text>
        ) : null}
        {isFixed ? null : (
          <Group>
            <Button
              variant="default"
              disabled={options.length >= AssessmentLimits.maxOptions}
              onClick={() => form.insertListItem('options', emptyOption())}
            >
              {t('assessmentAdmin.question.addOption')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
