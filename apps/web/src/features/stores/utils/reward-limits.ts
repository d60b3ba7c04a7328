import { StoreLimits } from '@portal/contracts';
import type { TReward } from '@portal/contracts';

/** Why I cannot redeem a reward now, as far as the page knows (the server decides anyway). */
export type TRewardBlock = 'OUT_OF_STOCK' | 'LIMIT_REACHED' | 'NOT_ENOUGH_COINS' | null;

/** How many I may still order of it: its stock, what my limit leaves and one order's maximum. */
export function maxQuantityOf(reward: TReward): number {
  const limitLeft =
    reward.perPersonLimit === null ? StoreLimits.maxQuantity : reward.perPersonLimit - reward.redeemedByMe;
  return Math.max(0, Math.min(StoreLimits.maxQuantity, reward.stockLeft, limitLeft));
}

export function blockOf(reward: TReward, coins: number | undefined): TRewardBlock {
  if (reward.stockLeft === 0) {
    return 'OUT_OF_STOCK';
  }
  if (maxQuantityOf(reward) === 0) {
    return 'LIMIT_REACHED';
  }
  if (coins !== undefined && coins < reward.coinPrice) {
    return 'NOT_ENOUGH_COINS';
  }
  return null;
}
