import type { TGetMenuResponse, TMenuItem, TMenuNavItem, TTenantConfiguration, TUser } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavItemMenu as TNavItemMenu } from '../../features/menu/components/nav-item-menu';
import { renderRoutes } from '../../testing/test-utils';
import { SignedInSessionContext } from '../auth/signed-in-session';
import { TenantProvider } from '../tenant-context';
import { PortalHeader } from './portal-header';
import type { UserMenuDropdown as TUserMenuDropdown } from './user-menu-dropdown';
import { buildTestTenant, notificationsModule, resourceLibraryModule } from '../../testing/tenant-fixture';
import { buildTestUser } from '../../testing/user-fixture';

vi.mock('../auth/portal-auth-provider', () => ({ usePortalAuth: () => ({ signOut: vi.fn() }) }));

// The lazy menus, as they are, each render noted: React.lazy loads a module when it first renders it.
const renderedMenus = vi.hoisted(() => vi.fn<(menu: 'user' | 'nav') => void>());
vi.mock('./user-menu-dropdown', async (importOriginal) => {
  const { UserMenuDropdown } = await importOriginal<{ UserMenuDropdown: typeof TUserMenuDropdown }>();
  return {
    UserMenuDropdown: (props: ComponentProps<typeof TUserMenuDropdown>) => {
      renderedMenus('user');
      return <UserMenuDropdown {...props} />;
    },
  };
});
vi.mock('../../features/menu/components/nav-item-menu', async (importOriginal) => {
  const { NavItemMenu } = await importOriginal<{ NavItemMenu: typeof TNavItemMenu }>();
  return {
    NavItemMenu: (props: ComponentProps<typeof TNavItemMenu>) => {
      renderedMenus('nav');
      return <NavItemMenu {...props} />;
    },
  };
});

const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn<typeof window.open>();

const configuration: TTenantConfiguration = buildTestTenant({
  modules: [resourceLibraryModule(), notificationsModule()],
});

const user = buildTestUser({ userCode: 'U-LEARNER' });

function entry(displayName: string, route: string, extra: Partial<TMenuNavItem> = {}): TMenuNavItem {
  return {
    moduleCode: null,
    route,
    displayName,
    useExternalRoute: false,
    uiModuleCode: null,
    group: null,
    permissions: [],
    permissionMode: 'any',
    locale: 'en',
    ...extra,
  };
}

function item(displayName: string, route: string, children: TMenuNavItem[] = []): TMenuItem {
  return { ...entry(displayName, route), children };
}

const webMenu: TGetMenuResponse = {
  displayMode: 'Web',
  showMenu: true,
  locale: 'en',
  items: [
    item('Dashboard', '/dashboard'),
    item('Partner site', 'https://partner.example/home'),
    item('More', '', [
      entry('Explore', '/explore', { group: 'Discover' }),
      entry('Trivia', '/trivia', { group: 'Discover' }),
      entry('Stores', 'https://stores.example/app', { group: 'Shop', useExternalRoute: true }),
      entry('Contact us', '/contact-us', { group: 'Help' }),
    ]),
    item('Reports', 'reports', [entry('Resource Library', '/resources/reports')]),
  ],
};

const mobileMenu: TGetMenuResponse = {
  ...webMenu,
  displayMode: 'Mobile',
  items: [item('Dashboard', '/dashboard'), item('More', '', [entry('Explore', '/explore', { group: 'Discover' })])],
};

type TServer = { unreadCount?: number; menuStatus?: number };

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') {
    return input;
  }
  return input instanceof URL ? input.href : input.url;
}

function calledUrls(): string[] {
  return fetchMock.mock.calls.map(([input]) => urlOf(input));
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function answer(url: URL, server: TServer): Response {
  if (url.pathname === '/api/user-notification/unread/count') {
    return json({ count: server.unreadCount ?? 0 });
  }
  if (url.pathname === '/api/menu/admin') {
    return json({ locale: 'en', items: [item('Admin', '/admin'), item('Resource Library admin', '/resources/admin')] });
  }
  if (url.pathname === '/api/menu') {
    if (server.menuStatus) {
      return json({ status: server.menuStatus }, server.menuStatus);
    }
    return json(url.searchParams.get('displayMode') === 'Mobile' ? mobileMenu : webMenu);
  }
  return json({}, 404);
}

function renderHeader(server: TServer = {}, path = '/dashboard', sessionUser: TUser = user, tenant = configuration) {
  fetchMock.mockImplementation(async (input) => answer(new URL(urlOf(input)), server));
  const element = (
    <TenantProvider value={{ settings: { build: 'test', production: false, configUrl: '/' }, configuration: tenant }}>
      <SignedInSessionContext value={{ user: sessionUser, permissions: new Set(['RESOURCELIBRARY_ADMIN']) }}>
        <PortalHeader />
        <p>page</p>
      </SignedInSessionContext>
    </TenantProvider>
  );
  return renderRoutes([{ path: '*', element }], { initialEntries: [path] });
}

async function findMainNav() {
  return screen.findByRole('navigation', { name: 'Main' });
}

beforeEach(() => {
  fetchMock.mockReset();
  openMock.mockReset();
  renderedMenus.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The first openings load Mantine's menus and the lazy overlay: slow on a busy machine.
describe('PortalHeader', { timeout: 15_000 }, () => {
  it('shows the nav: in-app links, new-tab links, and menus whose children sit under their groups', async () => {
    renderHeader();
    const nav = await findMainNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveProperty('pathname', '/dashboard');
    const partner = within(nav).getByRole('link', { name: 'Partner site' });
    expect(partner.getAttribute('href')).toBe('https://partner.example/home');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');

    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    const more = await screen.findByRole('menu');
    expect(within(more).getByText('Discover')).toBeTruthy();
    expect(within(more).getByText('Shop')).toBeTruthy();
    expect(within(more).getByText('Help')).toBeTruthy();
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((node) => node.textContent),
    ).toEqual(['Explore', 'Trivia', 'Stores', 'Contact us']);
    expect(within(more).getByRole('menuitem', { name: 'Explore' }).getAttribute('href')).toBe('/explore');
    expect(within(nav).getByRole('button', { name: 'Reports' })).toBeTruthy();
  });

  it('marks the current page in the nav, and only it (aria-current, issue 22 defect 9)', async () => {
    renderHeader({}, '/dashboard');
    const nav = await findMainNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Partner site' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks the current page among the children of a menu', async () => {
    renderHeader({}, '/explore');
    const nav = await findMainNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    const more = await screen.findByRole('menu');
    expect(within(more).getByRole('menuitem', { name: 'Explore' }).getAttribute('aria-current')).toBe('page');
    expect(within(more).getByRole('menuitem', { name: 'Trivia' }).getAttribute('aria-current')).toBeNull();
  });

  it('asks before opening an external-route entry and opens it in a new tab only on Ok', async () => {
    renderHeader();
    const nav = await findMainNav();

    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Stores' }));
    let dialog = await screen.findByRole('dialog', { name: 'Do you want to open a new link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openMock).not.toHaveBeenCalled();

    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Stores' }));
    dialog = await screen.findByRole('dialog', { name: 'Do you want to open a new link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(openMock).toHaveBeenCalledWith('https://stores.example/app', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the badge only when notifications are unread', async () => {
    renderHeader({ unreadCount: 3 });
    const bell = await screen.findByRole('link', { name: 'Notifications (3 new)' });
    expect(bell.getAttribute('href')).toBe('/dashboard/notifications');
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
  });

  it("shows the tenant's logo, when it has one, as the link home named for the tenant", async () => {
    const logoUrl = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
    renderHeader({}, '/dashboard', user, { ...configuration, logoUrl });
    const home = await screen.findByRole('link', { name: 'Acme Corporation – home' });
    expect(home.querySelector('img')?.getAttribute('src')).toBe(logoUrl);
    expect(home.textContent).toBe('');
  });

  it('shows no bell, and asks for no count, for a tenant without the Notifications module', async () => {
    renderHeader({ unreadCount: 3 }, '/dashboard', user, buildTestTenant({ modules: [resourceLibraryModule()] }));
    await findMainNav();
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(calledUrls().some((url) => url.includes('unread/count'))).toBe(false);
  });

  it('shows no badge when nothing is unread', async () => {
    renderHeader({ unreadCount: 0 });
    await findMainNav();
    await waitFor(() => expect(calledUrls().some((url) => url.includes('unread/count'))).toBe(true));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('shows the header without nav when the menu cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A 4xx is not retried; a 5xx ends the same way after the retries.
    renderHeader({ menuStatus: 403 });
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Acme Corporation – home' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    consoleError.mockRestore();
  });

  it('shows the admin nav in the admin view', async () => {
    renderHeader({}, '/admin');
    const nav = await findMainNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Admin', 'Resource Library admin']);
    expect(calledUrls().some((url) => new URL(url).pathname === '/api/menu')).toBe(false);
  });

  it('extends the user menu with the name, Profile, the view switch and Log Out', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Lena Learner' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Switch to Admin' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeTruthy();
  });

  it("renders no menu, so loads none of Mantine's menu code, until one is opened", async () => {
    renderHeader({ unreadCount: 3 });
    await findMainNav();
    await screen.findByRole('link', { name: 'Notifications (3 new)' });
    // Whatever the header imports by itself has arrived and rendered by now.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(renderedMenus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Lena Learner' }));
    await screen.findByRole('menu');
    expect(renderedMenus).toHaveBeenCalledWith('user');
    expect(renderedMenus).not.toHaveBeenCalledWith('nav');
  });

  it('opens the user menu from its placeholder, then closes and opens it again once loaded', async () => {
    renderHeader();
    // The placeholder, without Mantine's Menu until the first opening: named and announced as the menu's button.
    const placeholder = screen.getByRole('button', { name: 'Lena Learner' });
    expect(placeholder.getAttribute('aria-haspopup')).toBe('menu');
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    placeholder.focus();
    fireEvent.click(placeholder);
    const menu = await screen.findByRole('menu');
    // Where Mantine's Menu puts the focus on any opening, and where it gives it back on close.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    const button = screen.getByRole('button', { name: 'Lena Learner' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it("opens a nav menu at its placeholder's first click, with the focus in it and back on its button after", async () => {
    renderHeader();
    const nav = await findMainNav();
    const placeholder = within(nav).getByRole('button', { name: 'Reports' });
    expect(placeholder.getAttribute('aria-haspopup')).toBe('menu');
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    placeholder.focus();
    fireEvent.click(placeholder);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Resource Library' })).toBeTruthy();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(nav).getByRole('button', { name: 'Reports' })));
  });

  it("shows the user's initials without a picture, and the resized picture with one", async () => {
    const { unmount } = renderHeader();
    const withoutPicture = await screen.findByRole('button', { name: 'Lena Learner' });
    expect(withoutPicture.querySelector('img')).toBeNull();
    expect(withoutPicture.textContent).toContain('LL');
    unmount();

    const pictureMediaId = '3f0e7c1a-9b2d-4c5e-8f6a-7b8c9d0e1f2a';
    renderHeader({}, '/dashboard', { ...user, pictureMediaId });
    const button = await screen.findByRole('button', { name: 'Lena Learner' });
    const image = new URL(button.querySelector('img')?.getAttribute('src') ?? '', 'http://acme.localhost');
    expect(image.pathname).toBe(`/image/blob/${pictureMediaId}`);
    expect(Object.fromEntries(image.searchParams)).toEqual({ tenant: configuration.tenantCode, w: '52', h: '52' });
  });

  describe('mobile overlay', () => {
    async function openOverlay() {
      // jsdom's window is desktop-wide: Mantine's media query hides the hamburger, which then has
      // no accessible name for role queries; its label still finds it.
      const hamburger = await screen.findByLabelText('Open the menu');
      expect(hamburger.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(hamburger);
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      await within(dialog).findByRole('link', { name: 'Dashboard' });
      expect(hamburger.getAttribute('aria-expanded')).toBe('true');
      return { hamburger, dialog };
    }

    // Focus going back to the hamburger is checked in a real browser (e2e/shell/header.spec.ts).
    it('lists the mobile menu as an accordion and closes with its close button', async () => {
      renderHeader();
      const { hamburger, dialog } = await openOverlay();
      expect(calledUrls().some((url) => url.includes('displayMode=Mobile'))).toBe(true);
      fireEvent.click(within(dialog).getByRole('button', { name: 'More' }));
      expect(await within(dialog).findByRole('link', { name: 'Explore' })).toBeTruthy();
      expect(within(dialog).getByText('Discover')).toBeTruthy();

      const closeButtons = within(dialog).getAllByRole('button', { name: 'Close the menu' });
      fireEvent.click(closeButtons[0] ?? hamburger);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    });

    it('marks the current page in the mobile menu', async () => {
      renderHeader();
      const { dialog } = await openOverlay();
      expect(within(dialog).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    });

    it('closes on Escape', async () => {
      renderHeader();
      const { dialog } = await openOverlay();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('closes on a click outside', async () => {
      renderHeader();
      await openOverlay();
      const overlay = document.querySelector('.mantine-Drawer-overlay');
      expect(overlay).not.toBeNull();
      fireEvent.mouseDown(overlay as Element);
      fireEvent.click(overlay as Element);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('closes when an entry is chosen', async () => {
      const { router } = renderHeader();
      const { dialog } = await openOverlay();
      fireEvent.click(within(dialog).getByRole('link', { name: 'Dashboard' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });
});
