import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { TEAM_FILTERS, TEAM_SCOPES, TEAM_SORT_DIRECTIONS, TEAM_SORTS, TeamValidation } from '@portal/contracts';
import type { TTeamFilter, TTeamMembersRequest, TTeamScope } from '@portal/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useMyTeam } from '../../../features/team/api/my-team';
import { useTeamMembers } from '../../../features/team/api/team-members';
import { MyTeamSection } from '../../../features/team/components/my-team-section';
import { TeamFilters } from '../../../features/team/components/team-filters';
import { TeamMembersTable } from '../../../features/team/components/team-members-table';
import type { TTeamSortState } from '../../../features/team/components/team-members-table';
import { formatNumber } from '../../../lib/format-number';
import { TeamActions } from './team-actions';
import { useTeam } from './use-team';

const PAGE_SIZE = TeamValidation.defaultPageSize;
const SEARCH_DELAY_MS = 300;

function oneOf<TValue extends string>(values: readonly TValue[], value: string | null, fallback: TValue): TValue {
  return values.find((entry) => entry === value) ?? fallback;
}

/** The page's view of the line as its address keeps it (back from a member returns to the same view). */
function useLineView() {
  const [params, setParams] = useSearchParams();
  const view = {
    term: params.get('q') ?? '',
    scope: oneOf(TEAM_SCOPES, params.get('scope'), 'LINE'),
    filter: oneOf(TEAM_FILTERS, params.get('filter'), 'ALL'),
    sort: {
      sort: oneOf(TEAM_SORTS, params.get('sort'), 'NAME'),
      direction: oneOf(TEAM_SORT_DIRECTIONS, params.get('dir'), 'asc'),
    } satisfies TTeamSortState,
    pageNo: Math.max(1, Math.min(TeamValidation.maxPageNo, Number(params.get('page')) || 1)),
  };
  // Every change but paging starts again at the first page.
  const change = (entries: Record<string, string | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(entries)) {
          if (value) {
            next.set(name, value);
          } else {
            next.delete(name);
          }
        }
        if (!('page' in entries)) {
          next.delete('page');
        }
        return next;
      },
      { replace: true },
    );
  };
  return { view, change };
}

/** The manager's line: filters, the members' table with selection, and the actions on the chosen people. */
function LineSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { serviceUrl, locale, pictureUrlOf } = useTeam();
  const { view, change } = useLineView();
  const [term, setTerm] = useState(view.term);
  // Only a settled search changes the address (and asks the server).
  const searchFor = useDebouncedCallback((value: string) => change({ q: value.trim() || null }), SEARCH_DELAY_MS);
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());

  const request: TTeamMembersRequest = {
    pageNo: view.pageNo,
    pageSize: PAGE_SIZE,
    scope: view.scope,
    filter: view.filter,
    sort: view.sort.sort,
    direction: view.sort.direction,
    locale,
    ...(view.term ? { term: view.term } : {}),
  };
  const members = useTeamMembers(serviceUrl, request, true);
  const people = useMemo(() => ({ userCodes: [...selected.keys()], names: [...selected.values()] }), [selected]);
  const hasNarrowing = view.term !== '' || view.filter !== 'ALL';

  const changeSelection = (userCodes: readonly string[], isSelected: boolean) => {
    setSelected((previous) => {
      const next = new Map(previous);
      for (const userCode of userCodes) {
        const member = members.data?.result.find((entry) => entry.userCode === userCode);
        if (isSelected && member) {
          next.set(userCode, member.displayName);
        } else {
          next.delete(userCode);
        }
      }
      return next;
    });
  };
  const skeleton = <ListSkeleton label={t('team.line.loading')} rows={6} rowHeight={72} />;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t('team.line.title')}
      </Title>
      <TeamFilters
        term={term}
        onTermChange={(value) => {
          setTerm(value);
          searchFor(value);
        }}
        scope={view.scope}
        onScopeChange={(scope: TTeamScope) => change({ scope: scope === 'LINE' ? null : scope })}
        filter={view.filter}
        onFilterChange={(filter: TTeamFilter) => change({ filter: filter === 'ALL' ? null : filter })}
        counts={members.data?.counts}
        locale={locale}
      />
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {people.userCodes.length > 0
            ? t('team.line.selected', {
                count: people.userCodes.length,
                formatted: formatNumber(people.userCodes.length, locale),
              })
            : t('team.line.selectHint')}
        </Text>
        <Group gap="sm" wrap="wrap">
          {people.userCodes.length > 0 ? (
            <Button variant="subtle" onClick={() => setSelected(new Map())}>
              {t('team.line.clearSelection')}
            </Button>
          ) : null}
          <TeamActions serviceUrl={serviceUrl} locale={locale} people={people} onDone={() => setSelected(new Map())} />
        </Group>
      </Group>
      <QueryState
        query={members}
        loadingLabel={t('team.line.loading')}
        errorText={t('team.line.error')}
        retryLabel={t('team.retry')}
        skeleton={skeleton}
      >
        {(answer) =>
          answer.result.length === 0 ? (
            hasNarrowing ? (
              <EmptyState
                headingOrder={3}
                isCompact
                title={t('team.line.noMatchTitle')}
                text={t('team.line.noMatchText')}
                action={
                  <Button
                    variant="default"
                    onClick={() => {
                      setTerm('');
                      change({ q: null, filter: null });
                    }}
                  >
                    {t('team.line.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                headingOrder={3}
                isCompact
                title={t('team.line.emptyTitle')}
                text={t('team.line.emptyText')}
              />
            )
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('team.line.count', {
                  count: answer.totalRecords,
                  formatted: formatNumber(answer.totalRecords, locale),
                })}
              </Text>
              <TeamMembersTable
                members={answer.result}
                captionId={headingId}
                sort={view.sort}
                onSortChange={(sort) => change({ sort: sort.sort, dir: sort.direction })}
                selected={new Set(selected.keys())}
                onSelectedChange={changeSelection}
                pictureUrlOf={pictureUrlOf}
                locale={locale}
              />
              <ListPager
                totalRecords={answer.totalRecords}
                pageSize={PAGE_SIZE}
                pageNo={view.pageNo}
                onPageChange={(pageNo) => change({ page: String(pageNo) })}
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** Everyone's team: my manager, my teammates and what we learn together. */
function MyTeamPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { serviceUrl, locale, pictureUrlOf } = useTeam();
  const team = useMyTeam(serviceUrl, locale);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t('team.mine.title')}
      </Title>
      <QueryState
        query={team}
        loadingLabel={t('team.mine.loading')}
        errorText={t('team.mine.error')}
        retryLabel={t('team.retry')}
        skeleton={<BlockSkeleton label={t('team.mine.loading')} height={320} />}
      >
        {(answer) => <MyTeamSection team={answer} pictureUrlOf={pictureUrlOf} locale={locale} />}
      </QueryState>
    </Stack>
  );
}

/** `/team`: a manager's line (filters, progress, assign and nudge), and everyone's own team. */
export function TeamRoute() {
  const { t } = useTranslation();
  const { isManager } = useTeam();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t('area.team')}
        description={isManager ? t('team.description.manager') : t('team.description.member')}
      />
      {isManager ? <LineSection /> : null}
      <MyTeamPanel />
    </Stack>
  );
}

export { TeamMemberRoute } from './team-member';
