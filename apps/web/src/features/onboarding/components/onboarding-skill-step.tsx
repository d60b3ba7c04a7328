import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TOnboardingSkillStepProps = {
  /** The user takes the assessment when onboarding ends: it becomes where they land. */
  onTakeAfter: () => void;
  /** Not now: the home page's banner will remind them. */
  onLater: () => void;
};

/**
 * /onboarding/skill-assessment (spec section 4, step 3): a skill assessment is assigned and not
 * done. The portal opens only once onboarding ends, so the page offers to land on it then.
 */
export function OnboardingSkillStep({ onTakeAfter, onLater }: TOnboardingSkillStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('onboarding.skillAssessment.title')}</Title>
      <Text>{t('onboarding.skillAssessment.text')}</Text>
      <Text size="sm" c="dimmed">
        {t('onboarding.skillAssessment.hint')}
      </Text>
      <Group>
        <Button onClick={onTakeAfter}>{t('onboarding.skillAssessment.takeAfter')}</Button>
        <Button variant="subtle" onClick={onLater}>
          {t('onboarding.skillAssessment.later')}
        </Button>
      </Group>
    </Stack>
  );
}
