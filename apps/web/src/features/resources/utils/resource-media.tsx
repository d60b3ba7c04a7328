import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** A file the media service stored for a form (thumbnail, attachment, upload). */
export type TUploadedFile = {
  mediaId: string;
  fileName: string;
  contentType: string;
  sizeInBytes: number;
  kind: string;
};

export type TUploadOptions = {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * What the resource library needs from the media service and the signed-in session. Features do
 * not import each other: the app composes this from the media feature (`ResourceMediaProvider`).
 */
export type TResourceMedia = {
  /** An image of the tenant fitted inside the size (thumbnails), or as stored. */
  imageUrl: (mediaId: string, size?: { width: number; height: number }) => string;
  /** A short-lived URL that `<video>`, `<audio>` and a PDF frame can load without the bearer token. */
  getPlaybackUrl: (mediaId: string, signal?: AbortSignal) => Promise<string>;
  /** Saves an attachment's file (the download needs the bearer token). */
  downloadFile: (file: { mediaId: string; fileName: string }) => Promise<void>;
  uploadFile: (file: File, options?: TUploadOptions) => Promise<TUploadedFile>;
  /** A call whose answer is a file to save, authorised with the bearer token (report exports). */
  downloadAuthorized: (request: {
    url: string;
    method: 'GET' | 'POST';
    body?: unknown;
    fileName: string;
  }) => Promise<void>;
};

const ResourceMediaContext = createContext<TResourceMedia | null>(null);

export function ResourceMediaContextProvider({ value, children }: { value: TResourceMedia; children: ReactNode }) {
  return <ResourceMediaContext value={value}>{children}</ResourceMediaContext>;
}

export function useResourceMedia(): TResourceMedia {
  const media = useContext(ResourceMediaContext);
  if (!media) {
    throw new Error('useResourceMedia must be used below <ResourceMediaContextProvider>');
  }
  return media;
}
