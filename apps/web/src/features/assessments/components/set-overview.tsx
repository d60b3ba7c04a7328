import { Anchor, Badge, Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TLocaleCode, TUserAssessmentStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime, formatPercent } from '../utils/format';
import { localText, localTextLang } from '../utils/local-text';

type TSetOverviewProps = {
  status: TUserAssessmentStatus;
  locale: TLocaleCode;
  isStarting: boolean;
  startError: string | null;
  onStart: () => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </>
  );
}

/** A set's page: what it is, its rules, start or resume, and my attempts so far. */
export function SetOverview({ status, locale, isStarting, startError, onStart }: TSetOverviewProps) {
  const { t } = useTranslation();
  const description = localText(status.description, locale);
  const availability = (() => {
    if (status.availableFrom && status.availableUntil) {
      return t('assessment.set.availableBetween', {
        from: formatDateTime(status.availableFrom, locale),
        until: formatDateTime(status.availableUntil, locale),
      });
    }
    if (status.availableFrom) {
      return t('assessment.set.availableFrom', { from: formatDateTime(status.availableFrom, locale) });
    }
    if (status.availableUntil) {
      return t('assessment.set.availableUntil', { until: formatDateTime(status.availableUntil, locale) });
    }
    return t('assessment.set.alwaysAvailable');
  })();
  const completed = status.attempts.filter((attempt) => attempt.status === 'COMPLETED');
  return (
    <Stack gap="lg">
      {description.trim() !== '' ? <Text lang={localTextLang(status.description, locale)}>{description}</Text> : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Box
            component="dl"
            m={0}
            style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '1rem', rowGap: '0.5rem' }}
          >
            <Fact
              label={t('assessment.set.timeLimit')}
              value={
                status.timeLimitMinutes === null
                  ? t('assessment.facts.untimed')
                  : t('assessment.facts.timeLimit', { count: status.timeLimitMinutes })
              }
            />
            <Fact label={t('assessment.set.questions')} value={String(status.questionCount)} />
            <Fact
              label={t('assessment.set.attempts')}
              value={
                status.attemptsAllowed === null
                  ? t('assessment.facts.attemptsUnlimited', { used: status.attemptsUsed })
                  : t('assessment.facts.attempts', { used: status.attemptsUsed, allowed: status.attemptsAllowed })
              }
            />
            {status.kind === 'SKILL' ? null : (
              // A skill assessment rates; nothing is passed or failed.
              <Fact label={t('assessment.set.passMark')} value={formatPercent(status.passMarkPercent, locale)} />
            )}
            <Fact label={t('assessment.set.availability')} value={availability} />
            {status.dueAt ? (
              <Fact label={t('assessment.set.due')} value={formatDateTime(status.dueAt, locale)} />
            ) : null}
          </Box>
          {status.inProgress ? (
            <Group>
              <Button onClick={onStart} loading={isStarting}>
                {t('assessment.set.resume')}
              </Button>
            </Group>
          ) : status.startBlocker ? (
            <Text fw={500}>{t(`assessment.set.blocker.${status.startBlocker}`)}</Text>
          ) : (
            <Stack gap={4} align="flex-start">
              {status.timeLimitMinutes !== null ? (
                <Text size="sm" c="dimmed">
                  {t('assessment.set.timedWarning', { count: status.timeLimitMinutes })}
                </Text>
              ) : null}
              <Button onClick={onStart} loading={isStarting}>
                {status.attemptsUsed > 0 ? t('assessment.set.startAgain') : t('assessment.set.start')}
              </Button>
            </Stack>
          )}
          {startError ? (
            <Text c="red.9" role="alert">
              {startError}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="assessment-set-attempts">
        <Title order={2} size="h3" id="assessment-set-attempts">
          {t('assessment.set.myAttempts')}
        </Title>
        {completed.length === 0 ? (
          <EmptyState
            isCompact
            headingOrder={3}
            title={t('assessment.set.noAttemptsTitle')}
            text={t('assessment.set.noAttemptsText')}
          />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('assessment.set.attemptColumn')}</Table.Th>
                  <Table.Th scope="col">{t('assessment.set.completedColumn')}</Table.Th>
                  <Table.Th scope="col">{t('assessment.set.scoreColumn')}</Table.Th>
                  <Table.Th scope="col">{t('assessment.set.resultColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {completed.map((attempt) => (
                  <Table.Tr key={attempt.attemptId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/assessment/attempt/${attempt.attemptId}/result`}>
                        {t('assessment.set.attemptLink', { number: attempt.attemptNo })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{attempt.completedAt ? formatDateTime(attempt.completedAt, locale) : ''}</Table.Td>
                    <Table.Td>
                      {attempt.scorePercent === null
                        ? t('assessment.result.scoreHidden')
                        : formatPercent(attempt.scorePercent, locale)}
                    </Table.Td>
                    <Table.Td>
                      {attempt.passed === null ? (
                        t('assessment.result.scoreHidden')
                      ) : (
                        <Badge variant="outline" color={attempt.passed ? 'teal.9' : 'red.9'}>
                          {attempt.passed ? t('assessment.result.passed') : t('assessment.result.failed')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
