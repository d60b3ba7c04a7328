import {
  Button,
  Grid,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { AssessmentLimits, localizedText, QUESTION_KINDS, ZQuestionContentSchema } from '@portal/contracts';
import type { TLocaleCode, TQuestion, TQuestionContent } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { assessmentMessageOf } from '../utils/form-messages';
import { emptyQuestion, hasOptions, toQuestionRequest, withKind } from '../utils/question-form';
import type { TQuestionValues, TRatingSupport } from '../utils/question-form';
import { OptionFields } from './option-fields';
import { QuestionImageField } from './question-image-field';
import type { TQuestionImages } from './question-image-field';
import { QuestionPreview } from './question-preview';

export type TSaveQuestion = (
  request: TQuestionContent,
  options: { regrade: boolean },
  /** Puts the server's field errors on the form; false when the error names no field. */
  onServerError: (error: unknown) => boolean,
) => void;

type TQuestionEditorProps = {
  /** The saved question; undefined for a new one. */
  question?: TQuestion;
  locale: TLocaleCode;
  isPending: boolean;
  /** Storing and showing the optional image; without it the question has no image field. */
  images?: TQuestionImages | undefined;
  /** The competencies and scale of the tenant's skills; without them (skills off) no RATING and no competency. */
  rating?: TRatingSupport | undefined;
  onSave: TSaveQuestion;
  onCancel: () => void;
};

/**
 * A question of any of the six kinds (RATING when the tenant has skills), en and fr-CA side by side, checked by the contract's schema,
 * next to a live preview as the learner will see it. Saving an answered question first asks whether
 * the attempts that used it are regraded.
 */
export function QuestionEditor({
  question,
  locale,
  isPending,
  images,
  rating,
  onSave,
  onCancel,
}: TQuestionEditorProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({ messageOf: assessmentMessageOf });
  const form = useForm<TQuestionValues>({
    initialValues: question ? question.content : emptyQuestion(),
    validate: contractValidator(ZQuestionContentSchema, toQuestionRequest, translator),
  });
  const [pending, setPending] = useState<TQuestionContent | null>(null);
  const save = (request: TQuestionContent, regrade: boolean) =>
    onSave(request, { regrade }, (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
      }
      return placed !== undefined;
    });
  const submit = form.onSubmit((values) => {
    const request = toQuestionRequest(values);
    // Whether learners answered it is the server's to know: an edit always asks, a regrade of none changes none.
    if (question) {
      setPending(request);
      return;
    }
    save(request, false);
  });
  // RATING needs the framework; a saved rating question keeps its kind even when skills are off.
  const kinds = QUESTION_KINDS.filter((kind) => kind !== 'RATING' || rating || question?.content.kind === 'RATING');
  const kindOptions = kinds.map((kind) => ({ value: kind, label: t(`assessmentAdmin.kind.${kind}`) }));
  const isRating = form.values.kind === 'RATING';
  const competencyOptions = competencyChoicesOf(
    rating,
    question,
    locale,
    t('assessmentAdmin.question.competencyOther'),
  );
  const competencyError = typeof form.errors.competencyId === 'string' ? form.errors.competencyId : undefined;
  const otherErrors = formLevelErrors(form.errors);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <form onSubmit={submit} noValidate aria-label={t('assessmentAdmin.question.formLabel')}>
            <Stack gap="md">
              <Group align="flex-start" wrap="wrap">
                <Select
                  label={t('assessmentAdmin.question.kind')}
                  data={kindOptions}
                  value={form.values.kind}
                  allowDeselect={false}
                  onChange={(value) => {
                    if (value) {
                      form.setValues(withKind(form.values, value));
                      form.clearErrors();
                    }
                  }}
                />
                {isRating ? null : (
                  <NumberInput
                    label={t('assessmentAdmin.question.points')}
                    min={1}
                    max={AssessmentLimits.maxPoints}
                    allowDecimal={false}
                    w={120}
                    {...form.getInputProps('points')}
                  />
                )}
                {competencyOptions.length > 0 || isRating ? (
                  <Select
                    label={t(
                      isRating ? 'assessmentAdmin.question.competency' : 'assessmentAdmin.question.competencyTested',
                    )}
                    description={t(
                      isRating
                        ? 'assessmentAdmin.question.competencyHint'
                        : 'assessmentAdmin.question.competencyTestedHint',
                    )}
                    placeholder={t('assessmentAdmin.question.competencyPlaceholder')}
                    data={competencyOptions}
                    searchable
                    clearable={!isRating}
                    required={isRating}
                    nothingFoundMessage={t('assessmentAdmin.question.competencyNone')}
                    value={form.values.competencyId === null ? null : String(form.values.competencyId)}
                    onChange={(value) => form.setFieldValue('competencyId', value ? Number(value) : null)}
                    error={competencyError}
                    style={{ flex: '1 1 18rem' }}
                  />
                ) : null}
              </Group>
              {isRating ? <Text size="sm">{t('assessmentAdmin.question.ratingHint')}</Text> : null}
              <Text size="sm" c="dimmed">
                {t('assessmentAdmin.bilingualHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Textarea
                  label={t('assessmentAdmin.question.stemEn')}
                  lang="en"
                  rows={3}
                  maxLength={AssessmentLimits.maxStemLength}
                  {...form.getInputProps('stem.en')}
                />
                <Textarea
                  label={t('assessmentAdmin.question.stemFr')}
                  lang="fr-CA"
                  rows={3}
                  maxLength={AssessmentLimits.maxStemLength}
                  {...form.getInputProps('stem.fr-CA')}
                />
              </SimpleGrid>
              {images ? (
                <QuestionImageField
                  images={images}
                  mediaId={form.values.imageMediaId}
                  error={typeof form.errors.imageMediaId === 'string' ? form.errors.imageMediaId : undefined}
                  onChange={(mediaId) => form.setFieldValue('imageMediaId', mediaId)}
                />
              ) : null}
              {form.values.kind === 'SHORT_ANSWER' ? (
                <TagsInput
                  label={t('assessmentAdmin.question.acceptedAnswers')}
                  description={t('assessmentAdmin.question.acceptedAnswersHint')}
                  maxTags={AssessmentLimits.maxAcceptedAnswers}
                  required
                  {...form.getInputProps('acceptedAnswers')}
                />
              ) : hasOptions(form.values.kind) ? (
                <OptionFields form={form} />
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Textarea
                  label={t('assessmentAdmin.question.explanationEn')}
                  description={t('assessmentAdmin.question.explanationHint')}
                  lang="en"
                  rows={2}
                  maxLength={AssessmentLimits.maxFeedbackLength}
                  {...form.getInputProps('feedback.en')}
                />
                <Textarea
                  label={t('assessmentAdmin.question.explanationFr')}
                  description={t('assessmentAdmin.question.explanationHint')}
                  lang="fr-CA"
                  rows={2}
                  maxLength={AssessmentLimits.maxFeedbackLength}
                  {...form.getInputProps('feedback.fr-CA')}
                />
              </SimpleGrid>
              {otherErrors.map((text) => (
                <Text key={text} c="red.9" size="sm" role="alert">
                  {text}
                </Text>
              ))}
              <Group justify="flex-end">
                <Button variant="default" onClick={onCancel}>
                  {t('assessmentAdmin.cancel')}
                </Button>
                <Button type="submit" loading={isPending}>
                  {t('assessmentAdmin.question.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {/* The preview stays in sight while a long question is written. */}
          <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <QuestionPreview
              question={toQuestionRequest(form.values)}
              initialLocale={locale}
              rating={rating}
              imageUrlOf={images?.urlOf}
            />
          </div>
        </Grid.Col>
      </Grid>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('assessmentAdmin.regrade.title')}
        centered
        closeButtonProps={{ 'aria-label': t('assessmentAdmin.close') }}
      >
        <Text>{t('assessmentAdmin.regrade.text')}</Text>
        <Group justify="flex-end" mt="md" wrap="wrap">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus>
            {t('assessmentAdmin.cancel')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              if (pending) {
                save(pending, false);
              }
              setPending(null);
            }}
          >
            {t('assessmentAdmin.regrade.saveOnly')}
          </Button>
          <Button
            onClick={() => {
              if (pending) {
                save(pending, true);
              }
              setPending(null);
            }}
          >
            {t('assessmentAdmin.regrade.saveAndRegrade')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The competency choices grouped by parent; a saved question's competency missing from them still shows. */
function competencyChoicesOf(
  rating: TRatingSupport | undefined,
  question: TQuestion | undefined,
  locale: TLocaleCode,
  otherGroup: string,
) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const competency of rating?.competencies ?? []) {
    const group = competency.parentName ? localizedText(competency.parentName, locale) : otherGroup;
    const item = { value: String(competency.competencyId), label: localizedText(competency.name, locale) };
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  const saved = question?.content.competencyId;
  if (saved && !rating?.competencies.some((competency) => competency.competencyId === saved)) {
    groups.set(otherGroup, [...(groups.get(otherGroup) ?? []), { value: String(saved), label: `#${saved}` }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
