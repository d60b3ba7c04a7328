import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { crossedThreshold } from '../hooks/use-countdown';
import { formatRemaining } from '../utils/server-clock';

type TAttemptCountdownProps = {
  /** Milliseconds left on the server's clock (see useCountdown). */
  remaining: number;
};

/**
 * The time left, shown every second but not read aloud every second (a timer role is silent);
 * a polite live region says it once at five minutes and once at one minute.
 */
export function AttemptCountdown({ remaining }: TAttemptCountdownProps) {
  const { t } = useTranslation();
  const threshold = crossedThreshold(remaining);
  const isLow = threshold !== null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" id="attempt-time-left-label">
        {t('assessment.attempt.timeLeft')}
      </Text>
      <Badge
        role="timer"
        aria-labelledby="attempt-time-left-label"
        size="lg"
        variant={isLow ? 'filled' : 'outline'}
        color={isLow ? 'red.9' : 'blue.9'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatRemaining(remaining)}
      </Badge>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="attempt-time-announcer">
        {threshold === null ? '' : t('assessment.attempt.minutesLeft', { count: threshold })}
      </VisuallyHidden>
    </Group>
  );
}
