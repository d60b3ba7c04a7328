import { AspectRatio, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TReward } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { blockOf } from '../utils/reward-limits';

/** The cards' height in px, which their skeletons take too. */
export const REWARD_CARD_HEIGHT = 400;

type TRewardCardProps = {
  reward: TReward;
  /** The image's URL at card size, or null without one. */
  imageUrl: string | null;
  /** My coins, once the wallet has arrived. */
  coins: number | undefined;
  locale: string;
  /** The first cards are the page's largest images: loaded at once. */
  isPriority?: boolean;
  onRedeem: (reward: TReward) => void;
};

/** One reward: image, name, description, price, stock left, my limit; redeem, or why not. */
export function RewardCard({ reward, imageUrl, coins, locale, isPriority = false, onRedeem }: TRewardCardProps) {
  const { t } = useTranslation();
  const block = blockOf(reward, coins);
  const headingId = `reward-${reward.rewardId}-name`;
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, locale) });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h={REWARD_CARD_HEIGHT}
      component="article"
      aria-labelledby={headingId}
      data-reward-card
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9} mah={160}>
          {imageUrl ? (
            <Image src={imageUrl} alt="" fit="cover" loading={isPriority ? 'eager' : 'lazy'} />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" aria-hidden>
              <Text size="sm" c="dimmed">
                {t('stores.reward.noImage')}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1, minHeight: 0 }}>
        <Title order={3} size="h5" id={headingId} lineClamp={2}>
          {reward.name}
        </Title>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {reward.description}
        </Text>
        <Text size="sm" c="dimmed">
          {reward.stockLeft === 0
            ? t('stores.reward.outOfStock')
            : t('stores.reward.stockLeft', count(reward.stockLeft))}
          {reward.perPersonLimit === null ? null : ` · ${t('stores.reward.limit', count(reward.perPersonLimit))}`}
          {reward.redeemedByMe > 0 ? ` · ${t('stores.reward.redeemedByMe', count(reward.redeemedByMe))}` : null}
        </Text>
      </Stack>
      <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
        <Text fw={700} data-reward-price>
          {t('stores.reward.price', count(reward.coinPrice))}
        </Text>
        <Button
          onClick={() => onRedeem(reward)}
          disabled={block !== null}
          aria-describedby={block ? `${headingId}-block` : undefined}
          aria-label={t('stores.reward.redeemNamed', { name: reward.name })}
        >
          {t('stores.reward.redeem')}
        </Button>
      </Group>
      {block ? (
        <Text size="xs" c="dimmed" ta="right" mt={4} id={`${headingId}-block`}>
          {t(`stores.reward.block.${block}`)}
        </Text>
      ) : null}
    </Card>
  );
}
