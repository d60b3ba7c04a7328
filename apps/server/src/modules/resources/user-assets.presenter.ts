import {
  userAssetStatusName,
  ZAssetTypeCodeSchema,
  ZLocaleCodeSchema,
  ZUserAssetStatusIdSchema,
  type TUserAsset,
} from '@portal/contracts';
import type { TUserAssetRow } from './user-assets.repository.ts';

/** An upload as the API answers it. */
export function presentUserAsset(
  row: TUserAssetRow,
  categoryIds: readonly number[],
  uploaderNames?: ReadonlyMap<string, string>,
): TUserAsset {
  const statusId = ZUserAssetStatusIdSchema.parse(row.status_id);
  return {
    userAssetId: row.id,
    userCode: row.user_code,
    ...(uploaderNames ? { uploaderName: uploaderNames.get(row.user_code) ?? null } : {}),
    assetTypeCode: ZAssetTypeCodeSchema.parse(row.asset_type_code),
    title: row.title,
    description: row.description,
    locale: ZLocaleCodeSchema.parse(row.locale),
    url: row.url,
    mediaId: row.media_id,
    sizeInBytes: row.size_in_bytes === null ? null : Number(row.size_in_bytes),
    contentType: row.content_type,
    fileName: row.file_name,
    categoryIds: [...categoryIds],
    userAssetStatusId: statusId,
    userAssetStatus: userAssetStatusName(statusId),
    effectiveDate: row.effective_date,
    expiryDate: row.expiry_date,
    reviewComment: row.review_comment,
    reviewedBy: row.reviewed_by,
    reviewedDate: row.reviewed_at,
    resourceId: row.resource_id,
    createdDate: row.created_at,
    modifiedDate: row.updated_at,
  };
}
