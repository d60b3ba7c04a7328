import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from '../../../features/media/api/upload-media';
import { setBrandColor, useBrandColor } from '../../../lib/theme-brand-store';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderAdminPage } from './admin-fixtures';
import { BrandingAdminRoute } from './branding';

vi.mock('../../../features/media/api/upload-media', () => ({ uploadMedia: vi.fn() }));

const ADMIN = ['USERADMIN_MANAGE_ROLES'];
const LOGO = '3f0e7c1a-9b2d-4c5e-8f6a-7b8c9d0e1f2a';

beforeEach(() => {
  vi.mocked(uploadMedia).mockResolvedValue({
    mediaId: LOGO,
    version: '0123456789abcdef',
  } as Awaited<ReturnType<typeof uploadMedia>>);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setBrandColor(undefined);
});

function stubBranding(
  saved: (body: unknown) => Response = (body) => jsonResponse({ ...(body as object), logoUrl: null }),
) {
  return stubFetch({
    '/api/admin/branding': (_url, init) =>
      init?.method === 'PUT'
        ? saved(requestBody(init))
        : jsonResponse({ brandColor: '#b4391c', logoMediaId: null, logoUrl: null }),
  });
}

function colorInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /Brand color/ });
}

describe('BrandingAdminRoute', { timeout: 20_000 }, () => {
  it('shows the colour with its contrast and refuses one too light, proposing a darker shade', async () => {
    const fetchMock = stubBranding();
    renderAdminPage(<BrandingAdminRoute />, { permissions: ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Branding' })).toBeTruthy();
    await waitFor(() => expect(colorInput().value).toBe('#b4391c'));
    expect(screen.getByText('Contrast with white text: 5.92:1')).toBeTruthy();

    fireEvent.change(colorInput(), { target: { value: '#ffcc00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the branding' }));
    expect(await screen.findByText(/Too light: white text on this color reaches 1\.51:1/)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/branding').filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    const suggestion = screen.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ });
    const proposed = suggestion.textContent?.replace('Use ', '') ?? '';
    fireEvent.click(suggestion);
    expect(colorInput().value).toBe(proposed);
    fireEvent.click(screen.getByRole('button', { name: 'Save the branding' }));
    expect(await screen.findByText(/Branding saved/)).toBeTruthy();
    const [put] = callsTo(fetchMock, '/api/admin/branding').filter(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({ brandColor: proposed, logoMediaId: null });
  });

  it('turns the theme to the saved colour at once', async () => {
    stubBranding();
    renderAdminPage(<BrandingAdminRoute />, { permissions: ADMIN });
    await waitFor(() => expect(colorInput().value).toBe('#b4391c'));
    fireEvent.change(colorInput(), { target: { value: '#1b5e20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the branding' }));
    expect(await screen.findByText(/Branding saved/)).toBeTruthy();
    // The store the theme's provider reads holds the new colour.
    expect(renderHook(() => useBrandColor()).result.current).toBe('#1b5e20');
  });

  it("shows the server's field message when it refuses", async () => {
    stubBranding(() =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Invalid',
          status: 400,
          code: 'validation_failed',
          errors: { logoMediaId: ['The logo must be at most 512 KB.'] },
        },
        400,
      ),
    );
    renderAdminPage(<BrandingAdminRoute />, { permissions: ADMIN });
    await waitFor(() => expect(colorInput().value).toBe('#b4391c'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the branding' }));
    expect(await screen.findByText('The logo must be at most 512 KB.')).toBeTruthy();
  });

  it('uploads a logo through the media service, shows it, saves its media, and removes it', async () => {
    const fetchMock = stubBranding();
    renderAdminPage(<BrandingAdminRoute />, { permissions: ADMIN });
    await waitFor(() => expect(colorInput().value).toBe('#b4391c'));
    expect(screen.getByText('No logo: the organization’s name shows in its place.')).toBeTruthy();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image.')).toBeTruthy();
    expect(uploadMedia).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    const image = await screen.findByRole('img', { name: /^Logo of / });
    expect(image.getAttribute('src')).toContain(`/image/${LOGO}?tenant=`);
    fireEvent.click(screen.getByRole('button', { name: 'Save the branding' }));
    expect(await screen.findByText(/Branding saved/)).toBeTruthy();
    const puts = () => callsTo(fetchMock, '/api/admin/branding').filter(([, init]) => init?.method === 'PUT');
    expect(requestBody(puts()[0]?.[1])).toEqual({ brandColor: '#b4391c', logoMediaId: LOGO });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.queryByRole('img', { name: /^Logo of / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save the branding' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(requestBody(puts()[1]?.[1])).toEqual({ brandColor: '#b4391c', logoMediaId: null });
  });

  it('is refused to someone without the permission', () => {
    stubBranding();
    renderAdminPage(<BrandingAdminRoute />, { permissions: ['USERADMIN_MANAGE_USERS'] });
    expect(screen.queryByRole('heading', { level: 1, name: 'Branding' })).toBeNull();
  });

  it('speaks French', async () => {
    stubBranding();
    renderAdminPage(<BrandingAdminRoute />, { permissions: ADMIN, locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1, name: 'Image de marque' })).toBeTruthy();
    expect(await screen.findByText('Contraste avec le texte blanc : 5.92:1')).toBeTruthy();
  });
});
