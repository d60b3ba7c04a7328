import { List, Text } from '@mantine/core';
import type { TEvidenceItem, TLocaleCode, TSkillProfile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../lib/format-date';
import { levelName } from '../utils/format';

type TEvidenceListProps = {
  evidence: readonly TEvidenceItem[];
  scale: TSkillProfile['scale'];
  locale: TLocaleCode;
};

/** Every source of a level, newest first: who or what said so, which level, when, and from where. */
export function EvidenceList({ evidence, scale, locale }: TEvidenceListProps) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={4}>
      {evidence.map((item, index) => (
        <List.Item key={`${item.source}-${item.at}-${index}`}>
          <Text span size="sm" fw={600}>
            {t(`skills.profile.source.${item.source}`)}
          </Text>
          {': '}
          {t('skills.profile.evidenceLevel', {
            level: levelName(scale, item.level),
            date: formatMediumDate(item.at, locale),
          })}
          {item.raterName && item.source === 'MANAGER'
            ? ` · ${t('skills.profile.ratedBy', { name: item.raterName })}`
            : null}
          {item.fromTitle ? ` · ${t('skills.profile.from', { title: item.fromTitle })}` : null}
          {item.reason ? ` · ${t('skills.profile.reason', { reason: item.reason })}` : null}
        </List.Item>
      ))}
    </List>
  );
}
