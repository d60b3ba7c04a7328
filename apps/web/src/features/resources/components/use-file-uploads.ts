import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, uploadRefusalKey } from '../../../lib/media-files';
import { formatFileSize } from '../utils/format';
import { usePageLocale } from '../../../lib/page-locale';
import { useResourceMedia } from '../utils/resource-media';
import type { TUploadedFile } from '../utils/resource-media';

export type TUploadRow = {
  id: string;
  fileName: string;
  /** 0..100 */
  percent: number;
  status: 'uploading' | 'failed';
  error?: string;
};

type TUseFileUploadsOptions = {
  /** Media kinds the field takes (`ASSET_TYPE_RULES[...].mediaKinds`); empty for any. */
  kinds: readonly string[];
  onUploaded: (file: TUploadedFile) => void;
};

let nextUploadId = 1;

/**
 * Files sent to the media service as soon as they are chosen, each with its progress bar; a
 * refusal (type, size) stays on screen with the reason until dismissed.
 */
export function useFileUploads({ kinds, onUploaded }: TUseFileUploadsOptions) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const media = useResourceMedia();
  const [rows, setRows] = useState<TUploadRow[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  // Uploads still running when the form goes away are cancelled.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (id: string, change: Partial<TUploadRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const remove = useCallback((id: string) => setRows((current) => current.filter((row) => row.id !== id)), []);

  const failureText = useCallback((error: unknown): string => t(uploadRefusalKey(error) ?? 'media.upload.failed'), [t]);

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = `upload-${nextUploadId++}`;
        const problem = checkFile(file, kinds);
        if (problem) {
          const error =
            problem.problem === 'tooLarge'
              ? t('media.upload.tooLarge', { max: formatFileSize(problem.maxBytes ?? 0, locale) })
              : problem.problem === 'wrongKind'
                ? t('media.upload.wrongKind')
                : t('media.upload.unsupportedType');
          setRows((current) => [...current, { id, fileName: file.name, percent: 0, status: 'failed', error }]);
          continue;
        }
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setRows((current) => [...current, { id, fileName: file.name, percent: 0, status: 'uploading' }]);
        media
          .uploadFile(file, {
            signal: controller.signal,
            onProgress: (fraction) => update(id, { percent: Math.round(fraction * 100) }),
          })
          .then((uploaded) => {
            remove(id);
            onUploadedRef.current(uploaded);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) {
              remove(id);
              return;
            }
            update(id, { status: 'failed', error: failureText(error) });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [failureText, kinds, locale, media, remove, t],
  );

  const cancel = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      remove(id);
    },
    [remove],
  );

  return { rows, start, cancel, isUploading: rows.some((row) => row.status === 'uploading') };
}
