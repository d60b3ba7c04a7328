import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLocaleCode, TReviewItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { localText, localTextLang } from '../utils/local-text';
import { optionTexts, responseTexts } from '../utils/review-text';

type TReviewItemProps = {
  item: TReviewItem;
  number: number;
  locale: TLocaleCode;
};

function Answer({ label, texts, isOrdered }: { label: string; texts: string[]; isOrdered: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {texts.length === 1 && !isOrdered ? (
        <Text size="sm">{texts[0]}</Text>
      ) : (
        <List size="sm" type={isOrdered ? 'ordered' : 'unordered'}>
          {texts.map((text, index) => (
            <List.Item key={index}>{text}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** One question of the review: my answer, right or wrong, and (FULL) the correct answer and feedback. */
export function ReviewItem({ item, number, locale }: TReviewItemProps) {
  const { t } = useTranslation();
  const { question } = item;
  const isOrdered = question.kind === 'ORDERING';
  // A rating has no right answer: the review shows the level chosen, never right, wrong or points.
  const isRating = question.kind === 'RATING';
  const mine = responseTexts(question, item.response, locale);
  const correct = isRating
    ? []
    : item.correctOptionIds
      ? optionTexts(question, item.correctOptionIds, locale)
      : (item.acceptedAnswers ?? []);
  const headingId = `review-question-${question.questionId}`;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {t('assessment.review.questionHeading', { number })}
          </Title>
          {isRating ? null : (
            <Group gap="xs">
              <Badge variant="outline" color={item.isCorrect ? 'teal.9' : 'red.9'}>
                {item.isCorrect ? t('assessment.review.correct') : t('assessment.review.incorrect')}
              </Badge>
              <Text size="sm">
                {t('assessment.review.points', { awarded: item.pointsAwarded, count: question.points })}
              </Text>
            </Group>
          )}
        </Group>
        <Text lang={localTextLang(question.stem, locale)}>{localText(question.stem, locale)}</Text>
        {mine.length === 0 ? (
          <Text size="sm" fs="italic">
            {t('assessment.review.noAnswer')}
          </Text>
        ) : (
          <Answer
            label={isRating ? t('assessment.rating.yourRating') : t('assessment.review.yourAnswer')}
            texts={mine}
            isOrdered={isOrdered}
          />
        )}
        {correct.length > 0 ? (
          <Answer
            label={
              question.kind === 'SHORT_ANSWER' ? t('assessment.review.accepted') : t('assessment.review.correctAnswer')
            }
            texts={correct}
            isOrdered={isOrdered}
          />
        ) : null}
        {item.generalFeedback && localText(item.generalFeedback, locale).trim() !== '' ? (
          <Text size="sm" lang={localTextLang(item.generalFeedback, locale)}>
            {localText(item.generalFeedback, locale)}
          </Text>
        ) : null}
        {item.feedback && item.feedback.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('assessment.review.feedback')}
            </Text>
            <List size="sm">
              {item.feedback.map((entry) => (
                <List.Item key={entry.optionId}>
                  {optionTexts(question, [entry.optionId], locale)[0] ?? ''}: {localText(entry.text, locale)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
