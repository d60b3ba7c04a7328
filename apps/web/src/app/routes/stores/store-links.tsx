import { Button } from '@mantine/core';
import { STORE_PATHS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TMessageKey } from '../../../lib/i18n';
import { useStores } from './use-stores';

type TStoreLink = { to: string; labelKey: TMessageKey };

const LEARNER_LINKS: readonly TStoreLink[] = [
  { to: STORE_PATHS.catalogue, labelKey: 'stores.nav.catalogue' },
  { to: STORE_PATHS.orders, labelKey: 'stores.nav.orders' },
  { to: STORE_PATHS.leaderboard, labelKey: 'stores.nav.leaderboard' },
];

const ADMIN_LINKS: readonly TStoreLink[] = [
  { to: STORE_PATHS.adminRewards, labelKey: 'stores.nav.adminRewards' },
  { to: STORE_PATHS.adminOrders, labelKey: 'stores.nav.adminOrders' },
  { to: STORE_PATHS.adminRules, labelKey: 'stores.nav.adminRules' },
];

function LinkButtons({ links }: { links: readonly TStoreLink[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return links
    .filter((link) => link.to !== pathname)
    .map((link) => (
      <Button key={link.to} component={Link} to={link.to} variant="default">
        {t(link.labelKey)}
      </Button>
    ));
}

/** The learner's store pages, each linking to the others (and to the admin for STORES_ADMIN). */
export function StoreLinks() {
  const { t } = useTranslation();
  const { canManage } = useStores();
  return (
    <>
      <LinkButtons links={LEARNER_LINKS} />
      {canManage ? (
        <Button component={Link} to={STORE_PATHS.adminRewards} variant="default">
          {t('stores.nav.manage')}
        </Button>
      ) : null}
    </>
  );
}

/** The store admin's pages, each linking to the others. */
export function StoreAdminLinks() {
  return <LinkButtons links={ADMIN_LINKS} />;
}
