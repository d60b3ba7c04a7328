import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { TAssetListItem, TLocaleCode } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { chooseRecommendations, getSkillRecommendationGroups } from '../api/onboarding-recommendations-api';
import type { TOnboardingServices } from '../api/onboarding-api';

type TOnboardingRecommendationsStepProps = {
  services: TOnboardingServices;
  locale: TLocaleCode;
  /** Chosen (and saved) or skipped: the next page. */
  onDone: () => void;
};

type TGroup = { parentCompetencyId: number; parentCompetencyName: string; assets: TAssetListItem[] };

/** Each resource once, under the first competency group that recommends it. */
function distinctGroups(groups: readonly TGroup[]): TGroup[] {
  const seen = new Set<number>();
  return groups
    .map((group) => ({
      ...group,
      assets: group.assets.filter((asset) => !seen.has(asset.resourceId) && seen.add(asset.resourceId)),
    }))
    .filter((group) => group.assets.length > 0);
}

/**
 * /onboarding/recommendations (spec section 4, step 3: no recommendation chosen yet): resources
 * for the skills the user's role needs, by competency; the ones ticked are saved as their chosen
 * recommendations (`PUT /api/assets/choosenrecommendations`).
 */
export function OnboardingRecommendationsStep({ services, locale, onDone }: TOnboardingRecommendationsStepProps) {
  const { t } = useTranslation();
  const recommendations = useQuery({
    queryKey: ['onboarding', 'recommendations', services.tenantCode, locale],
    queryFn: ({ signal }) => getSkillRecommendationGroups(services, locale, signal),
  });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const save = useMutation({ mutationFn: () => chooseRecommendations(services, [...chosen]), onSuccess: onDone });
  const groups = recommendations.data ? distinctGroups(recommendations.data.result) : null;
  // A group's boxes replace that group's part of the choice.
  const choose = (group: TGroup, values: readonly string[]) => {
    const next = new Set(chosen);
    for (const asset of group.assets) {
      next.delete(asset.resourceId);
    }
    for (const value of values) {
      next.add(Number(value));
    }
    setChosen(next);
  };
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.recommendations.title')}</Title>
      <Text>{t('onboarding.recommendations.text')}</Text>
      {recommendations.isError ? (
        <ErrorAlert
          text={t('onboarding.recommendations.loadError')}
          retryLabel={t('onboarding.tryAgain')}
          onRetry={() => void recommendations.refetch()}
        />
      ) : groups === null ? (
        <ListSkeleton label={t('onboarding.recommendations.loading')} rows={4} rowHeight={40} />
      ) : groups.length === 0 ? (
        <Text c="dimmed">{t('onboarding.recommendations.none')}</Text>
      ) : (
        groups.map((group) => (
          <Checkbox.Group
            key={group.parentCompetencyId}
            label={t('onboarding.recommendations.groupLabel', { name: group.parentCompetencyName })}
            value={group.assets
              .filter((asset) => chosen.has(asset.resourceId))
              .map((asset) => String(asset.resourceId))}
            onChange={(values) => choose(group, values)}
          >
            <Stack gap="xs" mt="xs">
              {group.assets.map((asset) => (
                <Checkbox
                  key={asset.resourceId}
                  value={String(asset.resourceId)}
                  label={asset.title}
                  lang={asset.locale === locale ? undefined : asset.locale}
                  description={asset.description ?? undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ))
      )}
      {save.isError ? (
        <Alert color="red" role="alert">
          {t('onboarding.recommendations.saveError')}
        </Alert>
      ) : null}
      <Group>
        {groups && groups.length > 0 ? (
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={chosen.size === 0}>
            {t('onboarding.recommendations.save')}
          </Button>
        ) : null}
        <Button variant={groups && groups.length > 0 ? 'subtle' : 'filled'} onClick={onDone}>
          {groups && groups.length > 0 ? t('onboarding.recommendations.skip') : t('onboarding.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
