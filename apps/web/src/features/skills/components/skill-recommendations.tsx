import { Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { TLocaleCode, TSkillProfile, TSkillRecommendation } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import {
  RECOMMENDATIONS_PAGE_SIZE,
  useChosenResourceIds,
  useRecommendations,
  useSaveChosenResources,
} from '../api/recommendations';
import { levelName } from '../utils/format';

type TSkillRecommendationsProps = {
  serviceUrl: string;
  resourceServiceUrl: string;
  locale: TLocaleCode;
  scale: TSkillProfile['scale'];
};

/** Why this is recommended, in words: the role's target against where I am. */
function useRecommendationReason() {
  const { t } = useTranslation();
  return (item: TSkillRecommendation) =>
    item.currentLevelName === null
      ? t('skills.recommendations.reasonUnrated', { competency: item.competencyName, target: item.targetLevelName })
      : t('skills.recommendations.reason', {
          competency: item.competencyName,
          target: item.targetLevelName,
          current: item.currentLevelName,
        });
}

function RecommendationItem({
  item,
  scale,
  isChosen,
  onChosenChange,
}: {
  item: TSkillRecommendation;
  scale: TSkillProfile['scale'];
  isChosen: boolean | null;
  onChosenChange: (isChosen: boolean) => void;
}) {
  const { t } = useTranslation();
  const reasonOf = useRecommendationReason();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={item.url} fw={600}>
            {item.title}
          </Anchor>
          <Badge variant="outline" color="gray.8">
            {t(`skills.recommendations.kind.${item.objectKind}`)}
          </Badge>
        </Group>
        <Text size="sm">{reasonOf(item)}</Text>
        <Text size="sm" c="dimmed">
          {t('skills.recommendations.teaches', { level: levelName(scale, item.tagLevel) })}
        </Text>
        {isChosen !== null ? (
          <Checkbox
            checked={isChosen}
            onChange={(event) => onChosenChange(event.currentTarget.checked)}
            label={t('skills.recommendations.choose', { title: item.title })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Resources and learning paths for my gaps, ranked by the server, each saying why; resources can
 * be chosen (kept with my chosen recommendations, `PUT /api/assets/choosenrecommendations`).
 */
export function SkillRecommendations({ serviceUrl, resourceServiceUrl, locale, scale }: TSkillRecommendationsProps) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const recommendations = useRecommendations(serviceUrl, locale, pageNo);
  const chosen = useChosenResourceIds(resourceServiceUrl);
  const save = useSaveChosenResources(resourceServiceUrl);
  // What I ticked or unticked here, over what the server holds.
  const [changes, setChanges] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [isSaved, setIsSaved] = useState(false);

  if (recommendations.isError) {
    return (
      <ErrorAlert
        text={t('skills.recommendations.error')}
        retryLabel={t('skills.profile.retry')}
        onRetry={() => void recommendations.refetch()}
      />
    );
  }
  if (!recommendations.data) {
    return <ListSkeleton label={t('skills.recommendations.loading')} rows={3} rowHeight={96} />;
  }
  const { result, totalRecords } = recommendations.data;
  if (totalRecords === 0) {
    return (
      <EmptyState
        isCompact
        headingOrder={3}
        title={t('skills.recommendations.emptyTitle')}
        text={t('skills.recommendations.emptyText')}
      />
    );
  }
  const chosenIds = new Set(chosen.data ?? []);
  for (const [resourceId, isChosen] of changes) {
    if (isChosen) {
      chosenIds.add(resourceId);
    } else {
      chosenIds.delete(resourceId);
    }
  }
  const onSave = () => {
    setIsSaved(false);
    save.mutate([...chosenIds], {
      onSuccess: () => {
        setChanges(new Map());
        setIsSaved(true);
      },
    });
  };
  const canChoose = chosen.data !== undefined;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {result.map((item) => (
          <RecommendationItem
            key={`${item.objectKind}-${item.objectId}-${item.competencyId}`}
            item={item}
            scale={scale}
            isChosen={item.objectKind === 'RESOURCE' && canChoose ? chosenIds.has(item.objectId) : null}
            onChosenChange={(isChosen) => {
              setIsSaved(false);
              setChanges((previous) => new Map(previous).set(item.objectId, isChosen));
            }}
          />
        ))}
      </Stack>
      <ListPager
        totalRecords={totalRecords}
        pageSize={RECOMMENDATIONS_PAGE_SIZE}
        pageNo={pageNo}
        onPageChange={setPageNo}
      />
      {canChoose && result.some((item) => item.objectKind === 'RESOURCE') ? (
        <Group gap="sm">
          <Button onClick={onSave} loading={save.isPending} disabled={changes.size === 0}>
            {t('skills.recommendations.save')}
          </Button>
          <Text size="sm" role="status" c={save.isError ? 'red.9' : undefined}>
            {save.isError ? t('skills.recommendations.saveError') : isSaved ? t('skills.recommendations.saved') : ''}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
