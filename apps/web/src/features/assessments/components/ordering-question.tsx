import { ActionIcon, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TAttemptQuestion, TAttemptResponseValue, TLocaleCode } from '@portal/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localText, localTextLang } from '../utils/local-text';
import { currentOrder, moveOption } from '../utils/ordering';

type TOrderingQuestionProps = {
  question: TAttemptQuestion;
  locale: TLocaleCode;
  response: TAttemptResponseValue | null;
  onAnswer: (response: TAttemptResponseValue) => void;
  isDisabled: boolean;
};

type TFocusRequest = { optionId: string; direction: 'up' | 'down' };

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={direction === 'up' ? 'M8 3l5 6H3z' : 'M8 13l5-6H3z'} fill="currentColor" />
    </svg>
  );
}

/**
 * Ordering: the options as a numbered list, each with "move up" and "move down" buttons (keyboard
 * and pointer alike). Focus follows the moved option, and a polite live region says where it went.
 */
export function OrderingQuestion({ question, locale, response, onAnswer, isDisabled }: TOrderingQuestionProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const order = currentOrder(question, response);
  const [announcement, setAnnouncement] = useState('');
  // Set by a move, used once the list shows the new order.
  const focusRequest = useRef<TFocusRequest | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const textOf = (optionId: string) => {
    const option = question.options.find((entry) => entry.id === optionId);
    return option ? localText(option.text, locale) : optionId;
  };

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) {
      return;
    }
    focusRequest.current = null;
    // At the top or bottom the pressed button is disabled: focus its sibling instead.
    const preferred = buttons.current.get(`${request.optionId}:${request.direction}`);
    const other = buttons.current.get(`${request.optionId}:${request.direction === 'up' ? 'down' : 'up'}`);
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  });

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const optionId = order[index];
    if (optionId === undefined) {
      return;
    }
    onAnswer({ optionIds: moveOption(order, index, to) });
    setAnnouncement(t('assessment.ordering.moved', { text: textOf(optionId), position: to + 1, count: order.length }));
    focusRequest.current = { optionId, direction };
  };

  const isAnswered = response !== null && 'optionIds' in response;
  return (
    <Stack gap="sm" role="group" aria-labelledby={labelId}>
      <Text fz="lg" fw={500} id={labelId} lang={localTextLang(question.stem, locale)}>
        {localText(question.stem, locale)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('assessment.ordering.hint')}
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {order.map((optionId, index) => {
          const text = textOf(optionId);
          return (
            <Paper component="li" key={optionId} withBorder radius="md" p="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text>
                  <Text span fw={700} mr="xs" aria-hidden>
                    {index + 1}.
                  </Text>
                  <VisuallyHidden>{t('assessment.ordering.position', { position: index + 1 })}</VisuallyHidden>
                  {text}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    ref={(node) => {
                      if (node) {
                        buttons.current.set(`${optionId}:up`, node);
                      }
                    }}
                    aria-label={t('assessment.ordering.moveUp', { text })}
                    disabled={isDisabled || index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    <ArrowIcon direction="up" />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    ref={(node) => {
                      if (node) {
                        buttons.current.set(`${optionId}:down`, node);
                      }
                    }}
                    aria-label={t('assessment.ordering.moveDown', { text })}
                    disabled={isDisabled || index === order.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    <ArrowIcon direction="down" />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {!isAnswered && !isDisabled ? (
        <Group>
          <Button variant="default" onClick={() => onAnswer({ optionIds: order })}>
            {t('assessment.ordering.keepOrder')}
          </Button>
        </Group>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
