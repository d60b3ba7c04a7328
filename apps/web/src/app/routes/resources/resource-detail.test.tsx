import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch } from '../../shell-fixtures';
import { buildResource, PDF_MEDIA_ID, renderResourcePage } from './resource-fixtures';
import { ResourceDetailPage } from './resource-detail-route';

function stubDetail(resource = buildResource(), status = 200) {
  return stubFetch({
    '/api/resources/7': () =>
      status === 200
        ? jsonResponse(resource)
        : jsonResponse({ type: 'about:blank', title: 'Not found', status, code: 'not_found' }, status),
    '/api/assets/7/view': () => jsonResponse({ success: true, returnValue: 3, message: null }),
    '/api/assets/7/favorite': (_url, init) =>
      jsonResponse({ success: true, returnValue: init?.method === 'PUT', message: null }),
  });
}

function renderDetail(locale: 'en' | 'fr-CA' = 'en') {
  return renderResourcePage(<ResourceDetailPage />, { path: '/resources/:resourceId', url: '/resources/7', locale });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResourceDetailPage', () => {
  it('shows the resource in the page language, with its categories, duration and assets', async () => {
    const fetchMock = stubDetail();
    renderDetail('fr-CA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety handbook' })).toBeTruthy();
    expect(screen.getByText('Durée : 45 minutes')).toBeTruthy();
    expect(screen.getByText('Safety')).toBeTruthy();
    expect(await screen.findByText('What to do, step by step.')).toBeTruthy();
    expect(requestUrl(callsTo(fetchMock, '/api/resources/7')[0]?.[0] ?? '').href).toContain('locale=fr-CA');
  });

  it('opens a PDF in the page through its signed link and records one view', async () => {
    const fetchMock = stubDetail();
    const { media } = renderDetail();
    const asset = (await screen.findByText('Handbook (PDF)')).closest('li') as HTMLElement;
    const open = within(asset).getByRole('button', { name: 'Open' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);

    const frame = await screen.findByTitle('Preview of handbook.pdf');
    expect(frame.getAttribute('src')).toBe(
      `${window.location.origin}/media/stream/${PDF_MEDIA_ID}?tenant=acme&exp=1&sig=s`,
    );
    expect(media.getPlaybackUrl).toHaveBeenCalledWith(PDF_MEDIA_ID, expect.anything());
    await waitFor(() => expect(callsTo(fetchMock, '/api/assets/7/view')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, '/api/assets/7/view')[0]?.[1])).toEqual({ assetId: 70 });

    // Closing and opening again is the same visit: no second view.
    fireEvent.click(within(asset).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(asset).getByRole('button', { name: 'Open' }));
    expect(await screen.findByTitle('Preview of handbook.pdf')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/assets/7/view')).toHaveLength(1);

    fireEvent.click(within(asset).getByRole('button', { name: 'Download handbook.pdf' }));
    await waitFor(() =>
      expect(media.downloadFile).toHaveBeenCalledWith(expect.objectContaining({ mediaId: PDF_MEDIA_ID })),
    );
  });

  it('opens links in a new tab and records the view', async () => {
    const fetchMock = stubDetail();
    renderDetail();
    const link = await screen.findByRole('link', { name: /Open the link/ });
    expect(link.getAttribute('href')).toBe('https://webinar.example/safety');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    await waitFor(() => expect(requestBody(callsTo(fetchMock, '/api/assets/7/view')[0]?.[1])).toEqual({ assetId: 71 }));
  });

  it('plays videos and audio through signed links', async () => {
    stubDetail(
      buildResource({
        assets: [
          {
            assetId: 80,
            assetTypeCode: 'VIDEO_MP4',
            title: 'Welcome video',
            texts: { en: { title: 'Welcome video' }, 'fr-CA': null },
            url: null,
            position: 0,
            assetAttachments: [
              { mediaId: PDF_MEDIA_ID, sizeInBytes: 10, contentType: 'video/mp4', fileName: 'welcome.mp4' },
            ],
          },
        ],
      }),
    );
    const { container } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    expect(container.querySelector('video')?.getAttribute('src')).toContain('/media/stream/');
    expect(container.querySelector('video')?.getAttribute('aria-label')).toBe('Welcome video');
  });

  it.each([
    ['fr-CA', 'Ouvrir', 'Télécharger video-fr.mp4', 'video-en.mp4'],
    ['en', 'Open', 'Download video-en.mp4', 'video-fr.mp4'],
  ] as const)(
    'plays the %s file of a video in both languages only, not the other language (issue 22)',
    async (locale, open, download, other) => {
      const video = (mediaId: string, fileName: string) => ({
        mediaId,
        sizeInBytes: 10,
        contentType: 'video/mp4',
        fileName,
      });
      stubDetail(
        buildResource({
          assets: [
            {
              assetId: 81,
              assetTypeCode: 'VIDEO_MP4',
              title: 'Welcome video',
              texts: { en: { title: 'Welcome video' }, 'fr-CA': { title: 'Vidéo de bienvenue' } },
              url: null,
              position: 0,
              assetAttachments: [
                video(PDF_MEDIA_ID, 'video-en.mp4'),
                video('9e8f7a6b-5c4d-4e3f-8a21-b2c3d4e5f607', 'video-fr.mp4'),
              ],
            },
          ],
        }),
      );
      const { container } = renderDetail(locale);
      fireEvent.click(await screen.findByRole('button', { name: open }));
      await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
      expect(container.querySelectorAll('video')).toHaveLength(1);
      expect(screen.getByRole('button', { name: download })).toBeTruthy();
      expect(screen.queryByRole('button', { name: new RegExp(other) })).toBeNull();
    },
  );

  it("falls back to the other language's file when the viewer's is missing", async () => {
    stubDetail(
      buildResource({
        assets: [
          {
            assetId: 82,
            assetTypeCode: 'VIDEO_MP4',
            title: 'Welcome video',
            texts: { en: { title: 'Welcome video' }, 'fr-CA': null },
            url: null,
            position: 0,
            assetAttachments: [
              { mediaId: PDF_MEDIA_ID, sizeInBytes: 10, contentType: 'video/mp4', fileName: 'video-en.mp4' },
            ],
          },
        ],
      }),
    );
    const { container } = renderDetail('fr-CA');
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir' }));
    await waitFor(() => expect(container.querySelectorAll('video')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Télécharger video-en.mp4' })).toBeTruthy();
  });

  it('marks and unmarks a favourite', async () => {
    const fetchMock = stubDetail();
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Favourite: Safety handbook' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByText('Added to your favourites.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/assets/7/favorite')[0]?.[1]?.method).toBe('PUT');
  });

  it('says when the resource does not exist', async () => {
    stubDetail(buildResource(), 404);
    renderDetail();
    expect(await screen.findByText('This resource does not exist or is no longer available.')).toBeTruthy();
  });
});
