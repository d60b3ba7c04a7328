import { Badge } from '@mantine/core';
import type { TAssetTypeCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';

export function AssetTypeBadge({ assetTypeCode }: { assetTypeCode: TAssetTypeCode }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" size="sm">
      {t(ASSET_TYPE_LABELS[assetTypeCode])}
    </Badge>
  );
}
