import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TWallet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';

/** A figure's height in px, which the wallet's skeleton takes too. */
export const WALLET_FIGURE_HEIGHT = 88;

/** Two figures a row on a phone, four from `sm`. */
export const WALLET_COLS = { base: 2, sm: 4 } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" h={WALLET_FIGURE_HEIGHT}>
      <Stack gap={2} component="dl" m={0}>
        <Text component="dt" size="sm" c="dimmed">
          {label}
        </Text>
        <Text component="dd" m={0} fw={700} fz="xl" data-wallet-figure>
          {value}
        </Text>
      </Stack>
    </Paper>
  );
}

/** My points (never down), the coins I can spend, this month's points and my rank this month. */
export function WalletSummary({ wallet, locale }: { wallet: TWallet; locale: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={WALLET_COLS}>
      <Figure label={t('stores.wallet.coins')} value={formatNumber(wallet.coins, locale)} />
      <Figure label={t('stores.wallet.points')} value={formatNumber(wallet.points, locale)} />
      <Figure label={t('stores.wallet.thisMonth')} value={formatNumber(wallet.pointsThisMonth, locale)} />
      <Figure
        label={t('stores.wallet.rank')}
        value={wallet.rank === null ? t('stores.wallet.noRank') : t('stores.wallet.rankValue', { rank: wallet.rank })}
      />
    </SimpleGrid>
  );
}
