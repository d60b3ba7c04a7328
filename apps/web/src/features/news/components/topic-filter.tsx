import { Chip, Group } from '@mantine/core';
import type { TArticleTopic } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

type TTopicFilterProps = {
  topics: readonly TArticleTopic[];
  /** The chosen topic, or undefined for all. */
  value: number | undefined;
  onChange: (topicId: number | undefined) => void;
};

/** One topic at a time, or all: chips that act as radio buttons (arrow keys move between them). */
export function TopicFilter({ topics, value, onChange }: TTopicFilterProps) {
  const { t } = useTranslation();
  if (topics.length === 0) {
    return null;
  }
  return (
    <Chip.Group
      multiple={false}
      value={value === undefined ? ALL : String(value)}
      onChange={(chosen) => onChange(chosen === ALL ? undefined : Number(chosen))}
    >
      <Group gap="xs" role="radiogroup" aria-label={t('news.topics.label')}>
        <Chip value={ALL} variant="outline">
          {t('news.topics.all')}
        </Chip>
        {topics.map((topic) => (
          <Chip key={topic.topicId} value={String(topic.topicId)} variant="outline">
            {topic.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
