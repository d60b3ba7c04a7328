import { Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { ASSET_TYPE_CODES, ASSET_TYPE_RULES, ResourceValidation } from '@portal/contracts';
import type { TAssetTypeCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../utils/format';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';
import { acceptOf } from '../../../lib/media-files';
import { usePageLocale } from '../../../lib/page-locale';
import type { TAssetDraft } from '../utils/resource-draft';
import { FileChooser } from './file-chooser';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

type TAssetEditorProps = {
  asset: TAssetDraft;
  index: number;
  count: number;
  errorOf: (field: string, withNested?: boolean) => string | undefined;
  /** Changes are updaters: uploads finishing together must not overwrite each other. */
  onChange: (update: (asset: TAssetDraft) => TAssetDraft) => void;
  onRemove: () => void;
  onMove: (offset: -1 | 1) => void;
};

function isAssetTypeCode(value: string | null): value is TAssetTypeCode {
  return value !== null && (ASSET_TYPE_CODES as readonly string[]).includes(value);
}

/** One asset of the resource: its type, titles in both languages, link and files (with progress bars). */
export function AssetEditor({ asset, index, count, errorOf, onChange, onRemove, onMove }: TAssetEditorProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const rule = ASSET_TYPE_RULES[asset.assetTypeCode];
  const prefix = `assets.${index}`;
  const number = index + 1;
  const uploads = useFileUploads({
    kinds: rule.mediaKinds,
    onUploaded: (file) =>
      onChange((current) => ({
        ...current,
        attachments: [
          ...current.attachments,
          {
            mediaId: file.mediaId,
            fileName: file.fileName,
            sizeInBytes: file.sizeInBytes,
            contentType: file.contentType,
          },
        ],
      })),
  });
  const attachmentsError = errorOf(`${prefix}.assetAttachments`, true);
  const typeError = [errorOf(`${prefix}.assetTypeCode`), errorOf(`${prefix}.assetId`)].filter(Boolean).join(' ');

  return (
    <li>
      <Fieldset legend={t('resources.form.assetLegend', { number })}>
        <Stack gap="sm">
          <NativeSelect
            label={t('resources.form.assetType')}
            data={ASSET_TYPE_CODES.map((code) => ({ value: code, label: t(ASSET_TYPE_LABELS[code]) }))}
            value={asset.assetTypeCode}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isAssetTypeCode(value)) {
                onChange((current) => ({ ...current, assetTypeCode: value }));
              }
            }}
            error={typeError || undefined}
            required
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('resources.form.assetTitleEn')}
              lang="en"
              value={asset.titleEn}
              onChange={(event) => {
                const titleEn = event.currentTarget.value;
                onChange((current) => ({ ...current, titleEn }));
              }}
              maxLength={ResourceValidation.maxTitleLength}
              error={errorOf(`${prefix}.texts`, true)}
            />
            <TextInput
              label={t('resources.form.assetTitleFr')}
              lang="fr-CA"
              value={asset.titleFr}
              onChange={(event) => {
                const titleFr = event.currentTarget.value;
                onChange((current) => ({ ...current, titleFr }));
              }}
              maxLength={ResourceValidation.maxTitleLength}
            />
          </Group>
          {rule.url !== 'forbidden' ? (
            <TextInput
              type="url"
              label={t('resources.form.assetUrl')}
              description={t('resources.form.urlHint')}
              value={asset.url}
              onChange={(event) => {
                const url = event.currentTarget.value;
                onChange((current) => ({ ...current, url }));
              }}
              maxLength={ResourceValidation.maxUrlLength}
              error={errorOf(`${prefix}.url`)}
              required={rule.url === 'required'}
            />
          ) : null}
          {rule.attachments !== 'forbidden' ? (
            <Stack gap="xs" role="group" aria-label={t('resources.form.attachmentsOf', { number })}>
              <Text size="sm" fw={500}>
                {t('resources.form.attachments')}
              </Text>
              {asset.attachments.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('resources.form.noAttachments')}
                </Text>
              ) : (
                <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                  {asset.attachments.map((attachment) => (
                    <Group component="li" key={attachment.mediaId} gap="sm">
                      <Text size="sm">
                        {attachment.fileName} ({formatFileSize(attachment.sizeInBytes, locale)})
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="outline"
                        color="red.9"
                        aria-label={t('resources.form.removeAttachmentNamed', { name: attachment.fileName })}
                        onClick={() =>
                          onChange((current) => ({
                            ...current,
                            attachments: current.attachments.filter((entry) => entry.mediaId !== attachment.mediaId),
                          }))
                        }
                      >
                        {t('resources.form.removeAttachment')}
                      </Button>
                    </Group>
                  ))}
                </Stack>
              )}
              <FileChooser
                accept={acceptOf(rule.mediaKinds)}
                label={t('resources.form.addFiles')}
                onFiles={uploads.start}
                isMultiple
              />
              <UploadProgressList rows={uploads.rows} onCancel={uploads.cancel} />
              {attachmentsError ? (
                <Text size="sm" c="red">
                  {attachmentsError}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <Group gap="xs">
            <Button size="compact-sm" variant="default" disabled={index === 0} onClick={() => onMove(-1)}>
              {t('resources.form.moveUp')}
            </Button>
            <Button size="compact-sm" variant="default" disabled={index === count - 1} onClick={() => onMove(1)}>
              {t('resources.form.moveDown')}
            </Button>
            <Button size="compact-sm" variant="outline" color="red.9" onClick={onRemove}>
              {t('resources.form.removeAsset', { number })}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </li>
  );
}
