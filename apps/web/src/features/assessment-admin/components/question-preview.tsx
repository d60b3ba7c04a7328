import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { gradeResponse, learnerQuestionView, localizedText } from '@portal/contracts';
import type { TAnyQuestionResponse, TLearnerQuestion, TLocaleCode, TQuestionContent } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRatingSupport } from '../utils/question-form';
import { LearnerQuestion } from './learner-question';

type TQuestionPreviewProps = {
  question: TQuestionContent;
  /** The language the preview opens in (the page's). */
  initialLocale: TLocaleCode;
  /** The address of the question's image, when the page can show one. */
  imageUrlOf?: ((mediaId: string) => string) | undefined;
  /** RATING: the competencies and the scale the learner rates on. */
  rating?: TRatingSupport | undefined;
};

/**
 * The question as the learner will see it (the contract's learner view: no correct flags, ordering
 * not in its correct order), in either language; "Check" grades the answer with the contract's
 * `gradeResponse` and shows the feedback the learner would get.
 */
export function QuestionPreview({ question, initialLocale, imageUrlOf, rating }: TQuestionPreviewProps) {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<TLocaleCode>(initialLocale);
  const [response, setResponse] = useState<TAnyQuestionResponse | null>(null);
  const [checked, setChecked] = useState<boolean | null>(null);
  const isRating = question.kind === 'RATING';
  const view = withRating(learnerQuestionView({ ...question, questionId: 0 }, locale), question, rating, locale);
  const chosen =
    response === null
      ? []
      : 'optionId' in response
        ? [response.optionId]
        : 'optionIds' in response
          ? response.optionIds
          : [];
  const feedback = [
    ...question.options.filter((option) => chosen.includes(option.id)).map((option) => option.feedback[locale]),
    question.feedback[locale],
  ].filter((text) => text !== '');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="question-preview-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="question-preview-heading">
            {t('assessmentAdmin.preview.title')}
          </Title>
          <SegmentedControl
            size="xs"
            value={locale}
            onChange={(value) => {
              setLocale(value);
              setChecked(null);
            }}
            aria-label={t('assessmentAdmin.preview.language')}
            data={[
              { value: 'en', label: t('assessmentAdmin.language.en') },
              { value: 'fr-CA', label: t('assessmentAdmin.language.fr-CA') },
            ]}
          />
        </Group>
        <LearnerQuestion
          imageUrlOf={imageUrlOf}
          question={view}
          locale={locale}
          response={response}
          onChange={(next) => {
            setResponse(next);
            setChecked(null);
          }}
        />
        {/* A rating has no right answer: nothing to check. */}
        <Group hidden={isRating}>
          <Button variant="default" size="sm" onClick={() => setChecked(gradeResponse(question, response).isCorrect)}>
            {t('assessmentAdmin.preview.check')}
          </Button>
        </Group>
        <div aria-live="polite">
          {checked === null ? null : (
            <Alert
              color={checked ? 'green' : 'red'}
              title={checked ? t('assessmentAdmin.preview.right') : t('assessmentAdmin.preview.wrong')}
            >
              {feedback.map((text) => (
                <Text key={text} size="sm" lang={locale}>
                  {text}
                </Text>
              ))}
            </Alert>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

/** A RATING question's learner view carries the competency and the scale, as the attempt's does. */
function withRating(
  view: TLearnerQuestion,
  question: TQuestionContent,
  rating: TRatingSupport | undefined,
  locale: TLocaleCode,
): TLearnerQuestion {
  if (question.kind !== 'RATING' || !rating) {
    return view;
  }
  const competency = rating.competencies.find((choice) => choice.competencyId === question.competencyId);
  return {
    ...view,
    rating: {
      competencyId: question.competencyId ?? 0,
      competencyName: competency ? localizedText(competency.name, locale) : '',
      scale: rating.scale.map((level) => ({
        level: level.level,
        name: localizedText(level.name, locale),
        description: level.description[locale] || level.description.en,
      })),
    },
  };
}
