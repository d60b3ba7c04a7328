import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUserQueryOptions } from '../../../features/auth/api/get-current-user';
import { uploadMedia } from '../../../features/media/api/upload-media';
import {
  callsTo,
  jsonResponse,
  renderInShell,
  requestBody,
  requestUrl,
  stubFetch,
  testTenant,
  testUser,
} from '../../shell-fixtures';
import { stubImageCanvas } from '../../../testing/canvas-stubs';
import { ProfilePicture } from './profile-picture';

vi.mock('../../../features/media/api/upload-media', () => ({ uploadMedia: vi.fn() }));

const PICTURE = '3f0e7c1a-9b2d-4c5e-8f6a-7b8c9d0e1f2a';

beforeEach(() => {
  stubImageCanvas();
  vi.mocked(uploadMedia).mockResolvedValue({ mediaId: PICTURE } as Awaited<ReturnType<typeof uploadMedia>>);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('ProfilePicture', () => {
  it("uploads the crop to the tenant's media service and makes it the session user's picture", async () => {
    const fetchMock = stubFetch({
      '/api/userprofile/updateprofilepicture': (_url, init) =>
        jsonResponse({ success: true, returnValue: (requestBody(init) as { mediaId: string }).mediaId, message: null }),
    });
    const { queryClient } = renderInShell(<ProfilePicture />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File([new Uint8Array([1])], 'me.webp', { type: 'image/webp' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText('Your picture has been saved.')).toBeTruthy();

    expect(vi.mocked(uploadMedia).mock.calls[0]?.[0]).toMatchObject({ mediaServiceUrl: testTenant.coreService });
    expect(callsTo(fetchMock, '/api/userprofile/updateprofilepicture')).toHaveLength(1);
    const sessionUser = queryClient.getQueryData(
      getCurrentUserQueryOptions(testTenant.authService.serviceUrl, testUser.userCode).queryKey,
    );
    expect(sessionUser).toEqual({ ...testUser, pictureMediaId: PICTURE });
    expect(JSON.parse(window.sessionStorage.getItem('userInfo') ?? 'null')).toMatchObject({ pictureMediaId: PICTURE });
  });

  it('deletes the upload from the media service when it cannot become the picture', async () => {
    const fetchMock = stubFetch({
      '/api/userprofile/updateprofilepicture': () =>
        jsonResponse({ type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict' }, 409),
      [`/api/media/${PICTURE}`]: () => new Response(null, { status: 204 }),
    });
    renderInShell(<ProfilePicture />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File([new Uint8Array([1])], 'me.webp', { type: 'image/webp' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your picture could not be saved. Please try again.');
    await waitFor(() => expect(callsTo(fetchMock, `/api/media/${PICTURE}`)).toHaveLength(1));
    const deletions = callsTo(fetchMock, `/api/media/${PICTURE}`).map(([input, init]) => ({
      origin: requestUrl(input).origin,
      method: init?.method,
    }));
    expect(deletions).toEqual([{ origin: new URL(testTenant.coreService).origin, method: 'DELETE' }]);
    expect(window.sessionStorage.getItem('userInfo')).toBeNull();
  });
});
