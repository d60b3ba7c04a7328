import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLocaleCode, TSkillProfile, TSkillProfileRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { levelName } from '../utils/format';
import { groupByParent } from '../utils/profile-groups';
import { EvidenceList } from './evidence-list';
import { GapBadge } from './gap-badge';

type TSkillProfileGroupsProps = {
  profile: TSkillProfile;
  locale: TLocaleCode;
};

function ProfileRow({ row, profile, locale }: { row: TSkillProfileRow; profile: TSkillProfile; locale: TLocaleCode }) {
  const { t } = useTranslation();
  const { scale } = profile;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4} size="h5">
            {row.name}
          </Title>
          <GapBadge row={row} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {row.currentLevel === null
              ? t('skills.profile.currentNone')
              : t('skills.profile.current', {
                  level: levelName(scale, row.currentLevel),
                  number: row.currentLevel,
                  levels: scale.length,
                })}
          </Text>
          {row.targetLevel !== null ? (
            <Text size="sm">{t('skills.profile.target', { level: levelName(scale, row.targetLevel) })}</Text>
          ) : null}
        </Group>
        {row.evidence.length > 0 ? (
          // A native disclosure: keyboard and screen readers know it without help.
          <Box component="details">
            <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
              {t('skills.profile.evidence', { count: row.evidence.length, name: row.name })}
            </Text>
            <Box mt={6}>
              <EvidenceList evidence={row.evidence} scale={scale} locale={locale} />
            </Box>
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            {t('skills.profile.noEvidence')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** My levels against my role's targets, per parent competency, each with its sources. */
export function SkillProfileGroups({ profile, locale }: TSkillProfileGroupsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {groupByParent(profile.rows).map((group) => {
        const headingId = `skill-group-${group.key.replace(/[^a-z0-9]/gi, '-')}`;
        return (
          <Stack key={group.key} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={3} size="h4" id={headingId}>
              {group.parentName ?? t('skills.profile.otherGroup')}
            </Title>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.rows.map((row) => (
                <ProfileRow key={row.competencyId} row={row} profile={profile} locale={locale} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
