import { Radio, Stack, Text } from '@mantine/core';
import type { TAttemptQuestion, TAttemptResponseValue, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { localText, localTextLang } from '../utils/local-text';

type TRatingQuestionProps = {
  question: TAttemptQuestion;
  locale: TLocaleCode;
  response: TAttemptResponseValue | null;
  onAnswer: (response: TAttemptResponseValue) => void;
  isDisabled: boolean;
};

/**
 * RATING (skills): the competency on the tenant's scale as the attempt drew it, one radio per level
 * with its name and description (arrow keys move and choose, as browsers do; the description is
 * each radio's accessible description).
 */
export function RatingQuestion({ question, locale, response, onAnswer, isDisabled }: TRatingQuestionProps) {
  const { t } = useTranslation();
  const rating = question.rating;
  if (!rating) {
    // A RATING question always carries its scale; without one there is nothing to rate on.
    return <Text c="red.9">{t('assessment.rating.noScale')}</Text>;
  }
  const selected = response && 'level' in response ? String(response.level) : '';
  const competency = localText(rating.competencyName, locale);
  return (
    <Radio.Group
      label={localText(question.stem, locale)}
      labelProps={{ lang: localTextLang(question.stem, locale), fz: 'lg', mb: 'xs' }}
      description={t('assessment.rating.hint', { competency })}
      value={selected}
      onChange={(value) => onAnswer({ level: Number(value) })}
      readOnly={isDisabled}
    >
      <Stack gap="sm" mt="sm">
        {rating.scale.map((level) => (
          <Radio
            key={level.level}
            value={String(level.level)}
            label={t('assessment.rating.level', { level: level.level, name: localText(level.name, locale) })}
            description={localText(level.description, locale) || undefined}
            lang={localTextLang(level.name, locale)}
            disabled={isDisabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
