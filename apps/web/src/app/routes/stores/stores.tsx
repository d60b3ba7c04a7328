import { Box, Button, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PageDefaults, StoreLimits } from '@portal/contracts';
import type { TReward } from '@portal/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { CARD_GRID_COLS, CardGridSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useRedeemReward, useRewards, useWallet } from '../../../features/stores/api/learner-store';
import { REWARD_CARD_HEIGHT, RewardCard } from '../../../features/stores/components/reward-card';
import { WALLET_COLS, WALLET_FIGURE_HEIGHT, WalletSummary } from '../../../features/stores/components/wallet-summary';
import { formatNumber } from '../../../lib/format-number';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { StoreLinks } from './store-links';
import { useStores } from './use-stores';

const PAGE_SIZE = PageDefaults.pageSize;

// The order form (@mantine/form over the contract, the number input) loads once a reward is chosen.
const RedeemDialog = lazyWhenOnline(async () => ({
  default: (await import('../../../features/stores/components/redeem-dialog')).RedeemDialog,
}));
const SEARCH_DEBOUNCE_MS = 300;

function positiveOf(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function WalletSection() {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useStores();
  const wallet = useWallet(serviceUrl);
  const body = () => {
    if (wallet.isError) {
      return (
        <ErrorAlert
          text={t('stores.wallet.error')}
          retryLabel={t('stores.retry')}
          onRetry={() => void wallet.refetch()}
        />
      );
    }
    if (!wallet.data) {
      return (
        <CardGridSkeleton
          label={t('stores.wallet.loading')}
          count={4}
          cardHeight={WALLET_FIGURE_HEIGHT}
          cols={WALLET_COLS}
        />
      );
    }
    return <WalletSummary wallet={wallet.data} locale={locale} />;
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="stores-wallet">
      <Title order={2} size="h4" id="stores-wallet">
        {t('stores.wallet.title')}
      </Title>
      {body()}
      <Text size="sm" c="dimmed">
        {t('stores.wallet.hint')}
      </Text>
    </Stack>
  );
}

/** The catalogue: search, "only what I can afford", a page of reward cards, and the redeem dialog. */
function CatalogueSection() {
  const { t } = useTranslation();
  const { serviceUrl, locale, imageUrlOf } = useStores();
  const { showToast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = positiveOf(searchParams.get('page')) ?? 1;
  const isAffordableOnly = searchParams.get('affordable') === '1';
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const wallet = useWallet(serviceUrl);
  const rewards = useRewards(
    serviceUrl,
    { pageNo, pageSize: PAGE_SIZE, term, affordableOnly: isAffordableOnly },
    locale,
  );
  const redeem = useRedeemReward(serviceUrl);
  const [chosen, setChosen] = useState<TReward | null>(null);

  const setParams = (changes: Record<string, string | null>) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const [name, value] of Object.entries(changes)) {
          if (value) {
            next.set(name, value);
          } else {
            next.delete(name);
          }
        }
        if (!('page' in changes)) {
          next.delete('page');
        }
        return next;
      },
      { replace: true },
    );
  const changeSearch = (value: string) => {
    setSearch(value);
    setParams({ q: value.trim() || null });
  };
  const closeDialog = () => {
    setChosen(null);
    redeem.reset();
  };

  const body = () => {
    if (rewards.isError) {
      return (
        <ErrorAlert
          text={t('stores.catalogue.error')}
          retryLabel={t('stores.retry')}
          onRetry={() => void rewards.refetch()}
        />
      );
    }
    if (!rewards.data) {
      return <CardGridSkeleton label={t('stores.catalogue.loading')} count={6} cardHeight={REWARD_CARD_HEIGHT} />;
    }
    if (rewards.data.result.length === 0) {
      const isFiltered = term !== '' || isAffordableOnly;
      return isFiltered ? (
        <EmptyState
          headingOrder={3}
          title={t('stores.catalogue.emptyFilteredTitle')}
          text={t('stores.catalogue.emptyFiltered')}
          action={
            <Button
              variant="default"
              onClick={() => {
                setSearch('');
                setParams({ q: null, affordable: null });
              }}
            >
              {t('stores.catalogue.showAll')}
            </Button>
          }
        />
      ) : (
        <EmptyState headingOrder={3} title={t('stores.catalogue.emptyTitle')} text={t('stores.catalogue.empty')} />
      );
    }
    return (
      <Stack gap="sm" aria-busy={rewards.isPlaceholderData}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('stores.catalogue.count', {
            count: rewards.data.totalRecords,
            formatted: formatNumber(rewards.data.totalRecords, locale),
          })}
        </Text>
        <SimpleGrid cols={CARD_GRID_COLS}>
          {rewards.data.result.map((reward, index) => (
            <RewardCard
              key={reward.rewardId}
              reward={reward}
              imageUrl={imageUrlOf(reward.imageMediaId)}
              coins={wallet.data?.coins}
              locale={locale}
              isPriority={index < 3}
              onRedeem={setChosen}
            />
          ))}
        </SimpleGrid>
        <ListPager
          totalRecords={rewards.data.totalRecords}
          pageSize={PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={(next) => setParams({ page: String(next) })}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="stores-catalogue">
      <Title order={2} size="h4" id="stores-catalogue">
        {t('stores.catalogue.title')}
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Box role="search" style={{ flex: '1 1 16rem' }}>
          <TextInput
            type="search"
            label={t('stores.catalogue.search')}
            maxLength={StoreLimits.maxTermLength}
            value={search}
            onChange={(event) => changeSearch(event.currentTarget.value)}
          />
        </Box>
        <Switch
          label={t('stores.catalogue.affordableOnly')}
          checked={isAffordableOnly}
          onChange={(event) => setParams({ affordable: event.currentTarget.checked ? '1' : null })}
          mb={8}
        />
      </Group>
      {body()}
      {chosen ? (
        <Suspense fallback={null}>
          <RedeemDialog
            key={chosen.rewardId}
            reward={chosen}
            coins={wallet.data?.coins}
            locale={locale}
            isPending={redeem.isPending}
            error={redeem.error}
            closeLabel={t('stores.close')}
            onClose={closeDialog}
            onConfirm={(quantity, onServerError) =>
              redeem.mutate(
                { rewardId: chosen.rewardId, quantity },
                {
                  onSuccess: (order) => {
                    closeDialog();
                    showToast({
                      kind: 'success',
                      message: t('stores.redeem.done', {
                        name: order.rewardName,
                        count: order.coins,
                        formatted: formatNumber(order.coins, locale),
                      }),
                    });
                  },
                  onError: (error) => {
                    onServerError(error);
                  },
                },
              )
            }
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** `/stores` (lazy area "store", with my orders and the leaderboard): my wallet and the rewards my coins can buy. */
export function StoresRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('stores.title')} description={t('stores.description')} actions={<StoreLinks />} />
      <WalletSection />
      <CatalogueSection />
    </Stack>
  );
}

export { StoresLeaderboardRoute } from './stores-leaderboard';
export { StoresOrdersRoute } from './stores-orders';
