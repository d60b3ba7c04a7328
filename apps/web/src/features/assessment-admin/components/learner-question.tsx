import { ActionIcon, Checkbox, Group, Image, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { TAnyQuestionResponse, TLearnerQuestion, TLocaleCode } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TLearnerQuestionProps = {
  question: TLearnerQuestion;
  /** The language of the question's texts. */
  locale: TLocaleCode;
  response: TAnyQuestionResponse | null;
  onChange: (response: TAnyQuestionResponse) => void;
  /** The address of the question's image, when the page can show one. */
  imageUrlOf?: ((mediaId: string) => string) | undefined;
};

function OrderingAnswer({
  question,
  locale,
  response,
  onChange,
  labelledBy,
}: TLearnerQuestionProps & { labelledBy: string }) {
  const { t } = useTranslation();
  const byId = new Map(question.options.map((option) => [option.id, option]));
  const listed = response && 'optionIds' in response ? response.optionIds.filter((id) => byId.has(id)) : [];
  const order = listed.length === question.options.length ? listed : question.options.map((option) => option.id);
  const move = (from: number, to: number) => {
    const next = [...order];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) {
      next.splice(to, 0, moved);
    }
    onChange({ optionIds: next });
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('assessmentAdmin.preview.putInOrder')}</Text>
      <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
        {order.map((id, index) => {
          const text = byId.get(id)?.text || t('assessmentAdmin.preview.untitledOption', { number: index + 1 });
          return (
            <Group component="li" key={id} gap="xs" wrap="nowrap">
              <Text size="sm" w="1.5rem" ta="right">
                {index + 1}.
              </Text>
              <Text lang={locale} style={{ flex: 1 }}>
                {text}
              </Text>
              <ActionIcon
                variant="default"
                disabled={index === 0}
                aria-label={t('assessmentAdmin.preview.moveUp', { text })}
                onClick={() => move(index, index - 1)}
              >
                <span aria-hidden>↑</span>
              </ActionIcon>
              <ActionIcon
                variant="default"
                disabled={index === order.length - 1}
                aria-label={t('assessmentAdmin.preview.moveDown', { text })}
                onClick={() => move(index, index + 1)}
              >
                <span aria-hidden>↓</span>
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** One question as the learner answers it: radios, checkboxes, a text, an order to set with the keyboard, or a level of the scale. */
export function LearnerQuestion(props: TLearnerQuestionProps) {
  const { t } = useTranslation();
  const { question, locale, response, onChange } = props;
  const stemId = useId();
  const stem = (
    <Text span fw={600} lang={locale} style={{ whiteSpace: 'pre-wrap' }}>
      {question.stem || t('assessmentAdmin.preview.noStem')}
    </Text>
  );
  const label = (text: string, index: number) =>
    text || t('assessmentAdmin.preview.untitledOption', { number: index + 1 });
  const answer = () => {
    switch (question.kind) {
      case 'SINGLE_CHOICE':
      case 'TRUE_FALSE':
        return (
          <Radio.Group
            value={response && 'optionId' in response ? response.optionId : null}
            onChange={(optionId) => onChange({ optionId })}
            label={stem}
            description={t('assessmentAdmin.preview.chooseOne')}
          >
            <Stack gap="xs" mt="xs">
              {question.options.map((option, index) => (
                <Radio key={option.id} value={option.id} label={label(option.text, index)} lang={locale} />
              ))}
            </Stack>
          </Radio.Group>
        );
      case 'MULTIPLE_CHOICE':
        return (
          <Checkbox.Group
            value={response && 'optionIds' in response ? response.optionIds : []}
            onChange={(optionIds) => onChange({ optionIds })}
            label={stem}
            description={t('assessmentAdmin.preview.chooseAll')}
          >
            <Stack gap="xs" mt="xs">
              {question.options.map((option, index) => (
                <Checkbox key={option.id} value={option.id} label={label(option.text, index)} lang={locale} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      case 'SHORT_ANSWER':
        return (
          <TextInput
            label={stem}
            description={t('assessmentAdmin.preview.yourAnswer')}
            value={response && 'text' in response ? response.text : ''}
            onChange={(event) => onChange({ text: event.currentTarget.value })}
          />
        );
      case 'ORDERING':
        return (
          <Stack gap="xs">
            <Text id={stemId}>{stem}</Text>
            <OrderingAnswer {...props} labelledBy={stemId} />
          </Stack>
        );
      case 'RATING':
        return (
          <Radio.Group
            value={response && 'level' in response ? String(response.level) : null}
            onChange={(level) => onChange({ level: Number(level) })}
            label={stem}
            description={
              question.rating?.competencyName
                ? t('assessmentAdmin.preview.rateCompetency', { name: question.rating.competencyName })
                : t('assessmentAdmin.preview.rateNoCompetency')
            }
          >
            <Stack gap="xs" mt="xs">
              {(question.rating?.scale ?? []).map((level) => (
                <Radio
                  key={level.level}
                  value={String(level.level)}
                  label={level.name}
                  description={level.description}
                  lang={locale}
                />
              ))}
            </Stack>
          </Radio.Group>
        );
    }
  };
  const image =
    question.imageMediaId && props.imageUrlOf ? (
      <Image
        src={props.imageUrlOf(question.imageMediaId)}
        alt={t('assessmentAdmin.question.imageAlt')}
        maw={480}
        radius="sm"
      />
    ) : null;
  return image ? (
    <Stack gap="sm">
      {image}
      {answer()}
    </Stack>
  ) : (
    answer()
  );
}
