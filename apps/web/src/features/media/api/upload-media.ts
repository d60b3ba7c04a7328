import { ZUploadMediaResponseSchema } from '@portal/contracts';
import type { TMedia } from '@portal/contracts';
import { joinUrl } from '../../../lib/api-client';
import { uploadWithProgress } from '../utils/xhr-upload';
import type { TUploadProgress } from '../utils/xhr-upload';

export type TUploadMediaInput = {
  mediaServiceUrl: string;
  file: File;
  accessToken: string | undefined;
  onProgress?: (progress: TUploadProgress) => void;
  signal?: AbortSignal;
};

/** `POST /api/media` (multipart, one part named `file`): stores the file and answers its media. */
export function uploadMedia({
  mediaServiceUrl,
  file,
  accessToken,
  onProgress,
  signal,
}: TUploadMediaInput): Promise<TMedia> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress({
    url: joinUrl(mediaServiceUrl, '/api/media'),
    body,
    schema: ZUploadMediaResponseSchema,
    accessToken,
    onProgress,
    signal,
  });
}
