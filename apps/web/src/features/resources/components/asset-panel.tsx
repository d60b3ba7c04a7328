import { Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ASSET_TYPE_RULES } from '@portal/contracts';
import type { TAsset } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../lib/page-locale';
import { attachmentsForLocale } from '../utils/attachment-language';
import { AssetTypeBadge } from './asset-type-badge';
import { AttachmentView, presentationOf } from './attachment-view';

type TAssetPanelProps = {
  asset: TAsset;
  /** The user opened the asset (its panel, its link or a file): a view is recorded, once. */
  onOpen: (asset: TAsset) => void;
};

/**
 * An asset of an opened resource. Files show in the page once the user opens the asset (players,
 * PDF preview, image, downloads), in the page's language where the asset has both; links open in
 * a new tab.
 */
export function AssetPanel({ asset, onOpen }: TAssetPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const locale = usePageLocale();
  // One language's version of a file, not both (the other's only when the viewer's is missing).
  const attachments = attachmentsForLocale(asset.assetAttachments, locale, presentationOf);
  const hasFiles = attachments.length > 0;
  const isLinkOnly = !hasFiles && asset.url !== null;
  const rule = ASSET_TYPE_RULES[asset.assetTypeCode];

  const toggle = () => {
    if (!isOpen) {
      onOpen(asset);
    }
    setIsOpen((current) => !current);
  };

  return (
    <Card withBorder padding="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Text fw={600}>{asset.title}</Text>
            <AssetTypeBadge assetTypeCode={asset.assetTypeCode} />
          </Group>
          <Group gap="sm">
            {asset.url !== null && rule.url !== 'forbidden' ? (
              <Button
                component="a"
                href={asset.url}
                target="_blank"
                rel="noopener noreferrer"
                variant={isLinkOnly ? 'filled' : 'default'}
                onClick={() => onOpen(asset)}
              >
                {t('resources.viewer.openLink')}
                <VisuallyHidden> {t('resources.viewer.newTab')}</VisuallyHidden>
              </Button>
            ) : null}
            {hasFiles ? (
              <Button
                variant={isOpen ? 'default' : 'filled'}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={toggle}
              >
                {isOpen ? t('resources.viewer.close') : t('resources.viewer.open')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {hasFiles ? (
          <Stack id={panelId} gap="md" hidden={!isOpen}>
            {isOpen
              ? attachments.map((attachment) => (
                  <AttachmentView
                    key={attachment.mediaId}
                    attachment={attachment}
                    title={asset.title}
                    onDownload={() => onOpen(asset)}
                  />
                ))
              : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
