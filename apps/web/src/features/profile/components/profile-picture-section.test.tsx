import type { TUser } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { stubImageCanvas } from '../../../testing/canvas-stubs';
import { jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderRoutes } from '../../../testing/test-utils';
import { ProfilePictureSection } from './profile-picture-section';
import { buildTestUser } from '../../../testing/user-fixture';

const AUTH_SERVICE = 'http://acme.localhost';
const PICTURE = '3f0e7c1a-9b2d-4c5e-8f6a-7b8c9d0e1f2a';

const user = buildTestUser();

// jsdom decodes no image and draws nothing: the browser parts are stood in for (see stubImageCanvas).
const bitmap = { width: 800, height: 600, close: vi.fn() };
let drawImage: ReturnType<typeof stubImageCanvas>['drawImage'];

/** The profile service: the picture is set (or removed), or refused with `status`. */
function stubPictureServer(status = 200) {
  return stubFetch({
    '/api/userprofile/updateprofilepicture': (_url, init) =>
      status === 200
        ? jsonResponse({
            success: true,
            returnValue: (requestBody(init) as { mediaId: string | null }).mediaId,
            message: null,
          })
        : jsonResponse({ type: 'about:blank', title: 'Failed', status, code: 'conflict' }, status),
  });
}

function renderSection(sessionUser: TUser = user, pictureUrl: string | null = null, locale: 'en' | 'fr-CA' = 'en') {
  const uploadImage = vi.fn(async (_file: File) => PICTURE);
  const discardImage = vi.fn(async (_mediaId: string) => {});
  const onSaved = vi.fn();
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <ProfilePictureSection
            authServiceUrl={AUTH_SERVICE}
            user={sessionUser}
            pictureUrl={pictureUrl}
            uploadImage={uploadImage}
            discardImage={discardImage}
            onSaved={onSaved}
          />
        ),
      },
    ],
    { locale },
  );
  return { uploadImage, discardImage, onSaved };
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  fireEvent.change(input, { target: { files: [file] } });
}

const photo = () => new File([new Uint8Array([1, 2, 3])], 'holiday.png', { type: 'image/png' });

beforeEach(() => {
  bitmap.close.mockReset();
  ({ drawImage } = stubImageCanvas(bitmap));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfilePictureSection', () => {
  it('shows the initials and no remove button when the user has no picture', () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Profile picture' })).toBeTruthy();
    expect(screen.getByText('No picture yet: your initials show instead.')).toBeTruthy();
    expect(screen.getByText('LL')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });

  it('shows the current picture with its text alternative', () => {
    renderSection({ ...user, pictureMediaId: PICTURE }, '/image/blob/x?tenant=acme&w=192&h=192');
    expect(screen.getByRole('img', { name: 'Picture of Lena Learner' }).getAttribute('src')).toBe(
      '/image/blob/x?tenant=acme&w=192&h=192',
    );
  });

  it('previews a centre square of the chosen image, zooms it, then uploads it and makes it the picture', async () => {
    const fetchMock = stubPictureServer();
    const { uploadImage, discardImage, onSaved } = renderSection();
    chooseFile(photo());
    expect(await screen.findByRole('img', { name: 'Preview of your new picture' })).toBeTruthy();
    // 800 x 600: the largest square is 600 wide, centred 100 pixels in.
    await waitFor(() => expect(drawImage).toHaveBeenLastCalledWith(bitmap, 100, 0, 600, 600, 0, 0, 512, 512));

    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    zoom.focus();
    fireEvent.keyDown(zoom, { key: 'End' });
    // Zoomed 4x: a 150-pixel square, still in the centre.
    await waitFor(() => expect(drawImage).toHaveBeenLastCalledWith(bitmap, 325, 225, 150, 150, 0, 0, 150, 150));
    expect(screen.getByRole('slider', { name: 'Vertical position' }).getAttribute('aria-disabled')).not.toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText('Your picture has been saved.')).toBeTruthy();
    const uploaded = uploadImage.mock.calls[0]?.[0];
    expect(uploaded?.type).toBe('image/jpeg');
    expect(uploaded?.name).toBe('profile-picture.jpg');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${AUTH_SERVICE}/api/userprofile/updateprofilepicture`);
    expect(init?.method).toBe('PUT');
    expect(requestBody(init)).toEqual({ mediaId: PICTURE, userCode: 'acme-learner' });
    expect(onSaved).toHaveBeenCalledWith({ ...user, pictureMediaId: PICTURE });
    expect(discardImage).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Preview of your new picture' })).toBeNull();
    expect(bitmap.close).toHaveBeenCalled();
    // The keyboard goes on from the button that opens the next picture.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a picture' })));
  });

  it('cannot move a square image sideways: the position sliders are off until it is zoomed', async () => {
    bitmap.width = 600;
    try {
      renderSection();
      chooseFile(photo());
      const horizontal = await screen.findByRole('slider', { name: 'Horizontal position' });
      expect(horizontal.getAttribute('aria-disabled')).toBe('true');
    } finally {
      bitmap.width = 800;
    }
  });

  it('refuses a file that is no image, and one too large, before reading it', async () => {
    renderSection();
    chooseFile(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose an image: PNG, JPEG, WebP or GIF.');
    const huge = photo();
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    chooseFile(huge);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This image is larger than 10 MB. Please choose a smaller one.',
    );
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('says so when the image cannot be opened', async () => {
    vi.mocked(createImageBitmap).mockRejectedValueOnce(new DOMException('bad', 'InvalidStateError'));
    renderSection();
    chooseFile(photo());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This image could not be opened. Please choose another one.',
    );
  });

  it('keeps the chosen image, explains, and deletes the upload when the picture cannot be saved', async () => {
    stubPictureServer(409);
    const { onSaved, discardImage } = renderSection();
    chooseFile(photo());
    fireEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your picture could not be saved. Please try again.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(discardImage).toHaveBeenCalledWith(PICTURE);
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toBeTruthy();
  });

  it('says the daily upload limit is reached when the upload is refused with 429, and keeps the chosen image', async () => {
    stubPictureServer();
    const { uploadImage, onSaved } = renderSection();
    uploadImage.mockRejectedValueOnce(
      new ApiError({ message: 'Too many uploads', status: 429, code: 'rate_limited', correlationId: 'c-1' }),
    );
    chooseFile(photo());
    fireEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The upload limit of the last 24 hours has been reached. Try again later.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toBeTruthy();
  });

  it('keeps the upload when the answer never came (the picture may have been set)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { discardImage } = renderSection();
    chooseFile(photo());
    fireEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your picture could not be saved. Please try again.');
    expect(discardImage).not.toHaveBeenCalled();
  });

  it("keeps the upload after a 5xx: a proxy's 502 says nothing of whether the picture was set", async () => {
    stubPictureServer(502);
    const { discardImage } = renderSection();
    chooseFile(photo());
    fireEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your picture could not be saved. Please try again.');
    expect(discardImage).not.toHaveBeenCalled();
  });

  it('drops the chosen image on Cancel', async () => {
    const { uploadImage } = renderSection();
    chooseFile(photo());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Preview of your new picture' })).toBeNull();
    expect(bitmap.close).toHaveBeenCalled();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('removes the picture', async () => {
    const fetchMock = stubPictureServer();
    const { onSaved } = renderSection({ ...user, pictureMediaId: PICTURE }, '/image/blob/x?tenant=acme&w=192&h=192');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Your picture has been removed.')).toBeTruthy();
    expect(requestBody(fetchMock.mock.calls[0]?.[1])).toEqual({ mediaId: null, userCode: 'acme-learner' });
    expect(onSaved).toHaveBeenCalledWith({ ...user, pictureMediaId: null });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a picture' })));
  });

  it('speaks French', async () => {
    renderSection({ ...user, pictureMediaId: PICTURE }, '/image/blob/x?tenant=acme&w=192&h=192', 'fr-CA');
    expect(screen.getByRole('heading', { name: 'Photo de profil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choisir une photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer la photo' })).toBeTruthy();
    chooseFile(photo());
    expect(await screen.findByRole('slider', { name: 'Zoom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer la photo' })).toBeTruthy();
  });
});
