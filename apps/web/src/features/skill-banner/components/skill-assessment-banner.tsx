import { Alert, Anchor, Group, Text } from '@mantine/core';
import type { TPendingSkillAssessment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TSkillAssessmentBannerProps = {
  pending: TPendingSkillAssessment;
  onDismiss: () => void;
};

/**
 * The skill-assessment banner (spec section 4): a prompt to take (or, once expired, retake) a
 * skill assessment, which the user may put away for the session. A labelled region, not an
 * alert: it is there on every page load and must not interrupt a screen reader each time.
 */
export function SkillAssessmentBanner({ pending, onDismiss }: TSkillAssessmentBannerProps) {
  const { t } = useTranslation();
  const isRetake = pending.isComplete && pending.skillAssessmentExpired;
  return (
    <Alert
      role="region"
      color="blue"
      variant="light"
      title={isRetake ? t('skills.banner.expiredTitle') : t('skills.banner.title')}
      withCloseButton
      closeButtonLabel={t('skills.banner.dismiss')}
      onClose={onDismiss}
      data-testid="skill-assessment-banner"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{isRetake ? t('skills.banner.expiredText') : t('skills.banner.text')}</Text>
        {/* A link: it goes to the assessment. */}
        <Anchor component={Link} to={`/assessment/${pending.assessmentSetId}`} size="sm" fw={600} underline="always">
          {isRetake ? t('skills.banner.retake') : t('skills.banner.take')}
        </Anchor>
      </Group>
    </Alert>
  );
}
