import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAnyQuestionResponse, TLocaleCode, TSetPreview } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LearnerQuestion } from './learner-question';

type TSetPreviewViewProps = {
  preview: TSetPreview;
  locale: TLocaleCode;
  /** The address of a question's image. */
  imageUrlOf?: ((mediaId: string) => string) | undefined;
};

/** One draw of the set, answered as a learner would; the answers stay in this page (nothing is recorded). */
export function SetPreviewView({ preview, locale, imageUrlOf }: TSetPreviewViewProps) {
  const { t } = useTranslation();
  const [responses, setResponses] = useState<Record<number, TAnyQuestionResponse>>({});
  const answered = Object.keys(responses).length;
  return (
    <Stack gap="md">
      <Alert color="blue" title={t('assessmentAdmin.setPreview.notRecorded')}>
        {t('assessmentAdmin.setPreview.notRecordedText')}
      </Alert>
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color="gray.8">
          {t('assessmentAdmin.setPreview.questionCount', { count: preview.questionCount })}
        </Badge>
        <Badge variant="outline" color="gray.8">
          {preview.timeLimitMinutes === null
            ? t('assessmentAdmin.setPreview.noTimeLimit')
            : t('assessmentAdmin.setPreview.timeLimit', { count: preview.timeLimitMinutes })}
        </Badge>
        <Badge variant="outline" color="gray.8">
          {t('assessmentAdmin.setPreview.passMark', { value: preview.passMarkPercent })}
        </Badge>
      </Group>
      {preview.description ? <Text lang={locale}>{preview.description}</Text> : null}
      {preview.questions.length < preview.questionCount ? (
        <Alert color="orange" title={t('assessmentAdmin.setPreview.tooFew')}>
          {t('assessmentAdmin.setPreview.tooFewText', {
            drawn: preview.questions.length,
            count: preview.questionCount,
          })}
        </Alert>
      ) : null}
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {preview.questions.map((question, index) => (
          <Paper component="li" key={question.questionId} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Title order={2} size="h5">
                {t('assessmentAdmin.setPreview.questionNumber', { number: index + 1, count: preview.questions.length })}
              </Title>
              <LearnerQuestion
                imageUrlOf={imageUrlOf}
                question={question}
                locale={locale}
                response={responses[question.questionId] ?? null}
                onChange={(response) => setResponses((current) => ({ ...current, [question.questionId]: response }))}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('assessmentAdmin.setPreview.answered', { answered, count: preview.questions.length })}
      </Text>
    </Stack>
  );
}
