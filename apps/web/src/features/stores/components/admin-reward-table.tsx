import { Anchor, Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { STORE_PATHS } from '@portal/contracts';
import type { TAdminRewardListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format-number';

type TAdminRewardTableProps = {
  rewards: readonly TAdminRewardListItem[];
  locale: string;
  onDelete: (reward: TAdminRewardListItem) => void;
};

/** The store's rewards: name (its editor), price, stock, limit, units ordered, offered or not; delete. */
export function AdminRewardTable({ rewards, locale, onDelete }: TAdminRewardTableProps) {
  const { t } = useTranslation();
  const nameOf = (reward: TAdminRewardListItem) => (locale === 'fr-CA' ? reward.nameFr : reward.nameEn);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stores.admin.rewards.column.name')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.rewards.column.price')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.rewards.column.stock')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.rewards.column.limit')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.rewards.column.ordered')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.rewards.column.status')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('stores.admin.rewards.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rewards.map((reward) => (
            <Table.Tr key={reward.rewardId}>
              <Table.Td>
                <Anchor component={Link} to={`${STORE_PATHS.adminRewards}/${reward.rewardId}`}>
                  {nameOf(reward)}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatNumber(reward.coinPrice, locale)}</Table.Td>
              <Table.Td>{formatNumber(reward.stock, locale)}</Table.Td>
              <Table.Td>
                {reward.perPersonLimit === null
                  ? t('stores.admin.rewards.noLimit')
                  : formatNumber(reward.perPersonLimit, locale)}
              </Table.Td>
              <Table.Td>{formatNumber(reward.unitsOrdered, locale)}</Table.Td>
              <Table.Td>
                <Badge variant="outline" color={reward.active ? 'teal.9' : 'gray.8'}>
                  {reward.active ? t('stores.admin.rewards.active') : t('stores.admin.rewards.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  aria-label={t('stores.admin.rewards.deleteNamed', { name: nameOf(reward) })}
                  onClick={() => onDelete(reward)}
                >
                  {t('stores.admin.rewards.delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
