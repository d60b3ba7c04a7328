import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TExplore, TExploreCard, TExploreGroup, TExploreItemKind } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatExploreParams, type TExploreView } from '../utils/explore-params';
import { CardRow } from './card-row';

/** Rows of groups drawn in full on the overview; the others are listed as links. */
const GROUP_ROWS = 3;

type TExploreOverviewProps = {
  explore: TExplore;
  /** The chosen kinds (none: every kind). */
  kinds: readonly TExploreItemKind[];
};

function shelfLink(kinds: readonly TExploreItemKind[], view: Partial<TExploreView>): { search: string } {
  return { search: `?${formatExploreParams({ ...view, kinds: [...kinds] }).toString()}` };
}

type TSectionProps = {
  id: string;
  title: string;
  description?: string;
  /** The shelf listing all of it, when there is one. */
  seeAll?: { search: string } | undefined;
  children: ReactNode;
};

function Section({ id, title, description, seeAll, children }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {seeAll ? (
          <Anchor component={Link} to={seeAll} size="sm" aria-label={t('explore.seeAllOf', { name: title })}>
            {t('explore.seeAll')}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

/** Groups (categories or competencies): the fullest drawn as rows, every one as a link with its count. */
function Groups({
  idPrefix,
  groups,
  kinds,
  toView,
}: {
  idPrefix: string;
  groups: readonly TExploreGroup[];
  kinds: readonly TExploreItemKind[];
  toView: (group: TExploreGroup) => Partial<TExploreView>;
}) {
  const { t } = useTranslation();
  const shown = groups.map((group) => ({ ...group, items: onlyKinds(group.items, kinds) }));
  return (
    <Stack gap="md">
      <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {groups.map((group) => (
          <li key={group.id}>
            <Button component={Link} to={shelfLink(kinds, toView(group))} variant="default" size="compact-sm">
              {t('explore.groupLink', { name: group.name, count: group.count })}
            </Button>
          </li>
        ))}
      </Group>
      {shown
        .filter((group) => group.items.length > 0)
        .slice(0, GROUP_ROWS)
        .map((group) => (
          <Stack key={group.id} gap="xs" component="section" aria-labelledby={`${idPrefix}-${group.id}`}>
            <Group justify="space-between" align="flex-end" gap="xs">
              <Title order={3} size="h5" id={`${idPrefix}-${group.id}`}>
                {group.name}
              </Title>
              <Anchor
                component={Link}
                to={shelfLink(kinds, toView(group))}
                size="sm"
                aria-label={t('explore.seeAllCountOf', { name: group.name, count: group.count })}
              >
                {t('explore.seeAllCount', { count: group.count })}
              </Anchor>
            </Group>
            <CardRow cards={group.items} label={group.name} />
          </Stack>
        ))}
    </Stack>
  );
}

function onlyKinds(cards: readonly TExploreCard[], kinds: readonly TExploreItemKind[]): TExploreCard[] {
  return kinds.length === 0 ? [...cards] : cards.filter((card) => kinds.includes(card.kind));
}

/** The page's sections: new this week, trending near me, for my gaps, by category, by competency. */
export function ExploreOverview({ explore, kinds }: TExploreOverviewProps) {
  const { t } = useTranslation();
  const rows = [
    {
      id: 'explore-new',
      title: t('explore.sections.newThisWeek'),
      description: t('explore.sections.newThisWeekHint'),
      cards: onlyKinds(explore.newThisWeek, kinds),
      empty: t('explore.empty.newThisWeek'),
      seeAll: shelfLink(kinds, { isNew: true }),
    },
    {
      id: 'explore-trending',
      title: t('explore.sections.trendingNearMe'),
      description: t('explore.sections.trendingNearMeHint'),
      cards: onlyKinds(explore.trendingNearMe, kinds),
      empty: t('explore.empty.trendingNearMe'),
      seeAll: undefined,
    },
    ...(explore.recommendedForGaps === null
      ? []
      : [
          {
            id: 'explore-gaps',
            title: t('explore.sections.recommendedForGaps'),
            description: t('explore.sections.recommendedForGapsHint'),
            cards: onlyKinds(explore.recommendedForGaps, kinds),
            empty: t('explore.empty.recommendedForGaps'),
            seeAll: undefined,
          },
        ]),
  ];
  const hasAnything =
    rows.some((row) => row.cards.length > 0) || explore.byCategory.length > 0 || explore.byCompetency.length > 0;
  if (!hasAnything && kinds.length === 0) {
    return <EmptyState title={t('explore.emptyTitle')} text={t('explore.empty.all')} />;
  }
  return (
    <Stack gap="xl">
      {rows.map((row) => (
        <Section key={row.id} id={row.id} title={row.title} description={row.description} seeAll={row.seeAll}>
          {row.cards.length > 0 ? (
            <CardRow cards={row.cards} label={row.title} />
          ) : (
            <EmptyState
              title={t('explore.empty.sectionTitle')}
              text={row.empty}
              headingOrder={3}
              isCompact
              action={
                <Button component={Link} to={shelfLink(kinds, { isAll: true })} variant="default" size="sm">
                  {t('explore.browseAll')}
                </Button>
              }
            />
          )}
        </Section>
      ))}
      {explore.byCategory.length > 0 ? (
        <Section id="explore-categories" title={t('explore.sections.byCategory')}>
          <Groups
            idPrefix="explore-category"
            groups={explore.byCategory}
            kinds={kinds}
            toView={(group) => ({ categoryId: group.id })}
          />
        </Section>
      ) : null}
      {explore.byCompetency.length > 0 ? (
        <Section id="explore-competencies" title={t('explore.sections.byCompetency')}>
          <Groups
            idPrefix="explore-competency"
            groups={explore.byCompetency}
            kinds={kinds}
            toView={(group) => ({ competencyId: group.id })}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
