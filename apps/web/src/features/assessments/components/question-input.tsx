import type { TAttemptQuestion, TAttemptResponseValue, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceQuestion } from './choice-question';
import { MultipleChoiceQuestion } from './multiple-choice-question';
import { OrderingQuestion } from './ordering-question';
import { RatingQuestion } from './rating-question';
import { ShortAnswerQuestion } from './short-answer-question';

type TQuestionInputProps = {
  question: TAttemptQuestion;
  locale: TLocaleCode;
  response: TAttemptResponseValue | null;
  onAnswer: (response: TAttemptResponseValue) => void;
  isDisabled?: boolean;
};

/** The answering control of a question, by its kind. */
export function QuestionInput({ question, locale, response, onAnswer, isDisabled = false }: TQuestionInputProps) {
  const { t } = useTranslation();
  const props = { question, locale, response, onAnswer, isDisabled };
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'TRUE_FALSE':
      return <ChoiceQuestion {...props} />;
    case 'MULTIPLE_CHOICE':
      return <MultipleChoiceQuestion {...props} hint={t('assessment.question.multipleHint')} />;
    case 'SHORT_ANSWER':
      // Keyed by question: the field's own text starts again from the saved answer.
      return <ShortAnswerQuestion key={question.questionId} {...props} />;
    case 'ORDERING':
      return <OrderingQuestion {...props} />;
    case 'RATING':
      return <RatingQuestion {...props} />;
  }
}
