import type { TAdminReward, TSaveRewardRequest } from '@portal/contracts';

/** The reward form: texts in both languages, the image, price, stock, the per-person limit ('' for none). */
export type TRewardValues = {
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  imageMediaId: string | null;
  coinPrice: number | string;
  stock: number | string;
  perPersonLimit: number | string;
  active: boolean;
};

export function valuesOfReward(reward: TAdminReward | null): TRewardValues {
  return {
    nameEn: reward?.nameEn ?? '',
    nameFr: reward?.nameFr ?? '',
    descriptionEn: reward?.descriptionEn ?? '',
    descriptionFr: reward?.descriptionFr ?? '',
    imageMediaId: reward?.imageMediaId ?? null,
    coinPrice: reward?.coinPrice ?? '',
    stock: reward?.stock ?? '',
    perPersonLimit: reward?.perPersonLimit ?? '',
    active: reward?.active ?? true,
  };
}

// An empty number field is no number: the contract's own "enter a price" text says so.
const numberOf = (value: number | string): number => (value === '' ? Number.NaN : Number(value));

export function toRewardRequest(values: TRewardValues): TSaveRewardRequest {
  return {
    nameEn: values.nameEn,
    nameFr: values.nameFr,
    descriptionEn: values.descriptionEn,
    descriptionFr: values.descriptionFr,
    imageMediaId: values.imageMediaId,
    coinPrice: numberOf(values.coinPrice),
    stock: numberOf(values.stock),
    perPersonLimit: values.perPersonLimit === '' ? null : Number(values.perPersonLimit),
    active: values.active,
  };
}
