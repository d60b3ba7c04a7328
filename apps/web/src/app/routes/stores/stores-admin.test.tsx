import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { StoresAdminOrdersRoute } from './stores-admin-orders';
import { StoresAdminRewardsRoute } from './stores-admin-rewards';
import { StoresAdminRulesRoute } from './stores-admin-rules';
import { StoresRewardEditorRoute } from './stores-reward-editor';
import {
  buildAdminOrder,
  buildAdminReward,
  buildAdminRewardListItem,
  paged,
  refusal,
  renderStoresPage,
} from './stores-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { permissions: ['STORES_ADMIN'] } as const;

describe('StoresAdminRewardsRoute', { timeout: 20_000 }, () => {
  it('lists the rewards with price, stock and limit, and deletes one once confirmed', async () => {
    const fetchMock = stubFetch({
      '/api/stores/admin/rewards/list': () =>
        paged([
          buildAdminRewardListItem(),
          buildAdminRewardListItem({ rewardId: 8, nameEn: 'Team lunch', perPersonLimit: null, active: false }),
        ]),
      '/api/stores/admin/rewards/8': () => jsonResponse({ deleted: false }),
    });
    renderStoresPage(<StoresAdminRewardsRoute />, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Store rewards' })).toBeTruthy();
    const mug = (await screen.findByRole('link', { name: 'Acme travel mug' })).closest('tr');
    expect(mug?.textContent).toContain('Offered');
    expect(screen.getByRole('link', { name: 'Acme travel mug' }).getAttribute('href')).toBe('/stores/admin/rewards/7');
    const lunch = screen.getByRole('link', { name: 'Team lunch' }).closest('tr');
    expect(lunch?.textContent).toContain('None');
    expect(lunch?.textContent).toContain('Not offered');
    expect(screen.getByRole('link', { name: 'New reward' }).getAttribute('href')).toBe('/stores/admin/rewards/new');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Team lunch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reward?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/stores/admin/rewards/8')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Team lunch' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/The reward has orders: it is no longer offered/)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/stores/admin/rewards/8')[0]?.[1]?.method).toBe('DELETE');
  });

  it('is refused to people without STORES_ADMIN', () => {
    stubFetch({});
    renderStoresPage(<StoresAdminRewardsRoute />);
    expect(screen.getByText('Access denied')).toBeTruthy();
  });
});

describe('StoresRewardEditorRoute', { timeout: 30_000 }, () => {
  const newReward = {
    ...admin,
    path: ['/stores/admin/rewards/new', '/stores/admin/rewards/:rewardId'],
    url: '/stores/admin/rewards/new',
  };

  it('asks for the names, a price and a stock before saving a new reward, then creates it', async () => {
    const fetchMock = stubFetch({
      '/api/stores/admin/rewards': () => jsonResponse(buildAdminReward({ rewardId: 12 }), 201),
      '/api/stores/admin/rewards/12': () => jsonResponse(buildAdminReward({ rewardId: 12 })),
    });
    renderStoresPage(<StoresRewardEditorRoute />, newReward);
    expect(await screen.findByRole('heading', { level: 1, name: 'New reward' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the reward' }));
    expect(await screen.findAllByText('Enter the name in both languages.')).toHaveLength(2);
    expect(screen.getByText('Enter a price between 1 and 1,000,000 coins.')).toBeTruthy();
    expect(screen.getByText('Enter a stock between 0 and 1,000,000.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/stores/admin/rewards')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Acme travel mug' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (French)' }), {
      target: { value: 'Tasse de voyage Acme' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price in coins' }), { target: { value: '120' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stock' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the reward' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/stores/admin/rewards')).toHaveLength(1));
    const [post] = callsTo(fetchMock, '/api/stores/admin/rewards');
    expect(post?.[1]?.method).toBe('POST');
    expect(requestBody(post?.[1])).toEqual({
      nameEn: 'Acme travel mug',
      nameFr: 'Tasse de voyage Acme',
      descriptionEn: '',
      descriptionFr: '',
      imageMediaId: null,
      coinPrice: 120,
      stock: 5,
      perPersonLimit: null,
      active: true,
    });
    expect(await screen.findByText('Reward saved.')).toBeTruthy();
    // The new reward's own page: its name is the title.
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme travel mug' })).toBeTruthy();
  });

  it('edits a saved reward and puts the server’s field errors on their fields, in French', async () => {
    const fetchMock = stubFetch({
      '/api/stores/admin/rewards/7': (_url, init) =>
        init?.method === 'PUT'
          ? jsonResponse(
              {
                type: 'about:blank',
                title: 'Bad request',
                status: 400,
                code: 'validation_failed',
                errors: { imageMediaId: ['The image was not found'] },
              },
              400,
            )
          : jsonResponse(buildAdminReward()),
    });
    renderStoresPage(<StoresRewardEditorRoute />, {
      ...admin,
      locale: 'fr-CA',
      path: '/stores/admin/rewards/:rewardId',
      url: '/stores/admin/rewards/7',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasse de voyage Acme' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Limite par personne' }).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la récompense' }));
    expect(await screen.findByText('L’image est introuvable. Téléversez-la de nouveau.')).toBeTruthy();
    const [put] = callsTo(fetchMock, '/api/stores/admin/rewards/7').filter(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toMatchObject({ nameFr: 'Tasse de voyage Acme', perPersonLimit: 2 });
  });

  it('shows not found for another tenant’s reward', async () => {
    stubFetch({});
    renderStoresPage(<StoresRewardEditorRoute />, {
      ...admin,
      path: '/stores/admin/rewards/:rewardId',
      url: '/stores/admin/rewards/99',
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Oops! You're lost." })).toBeTruthy();
  });
});

describe('StoresAdminOrdersRoute', { timeout: 20_000 }, () => {
  it('fulfils a placed order, refunds one only once confirmed, and filters by status', async () => {
    let fulfilled = false;
    const fetchMock = stubFetch({
      '/api/stores/admin/orders/list': (_url, init) => {
        const { status } = requestBody(init) as { status?: string };
        const orders = [
          buildAdminOrder({ status: fulfilled ? 'FULFILLED' : 'PLACED' }),
          buildAdminOrder({ orderId: 32, displayName: 'Sam Seller', email: 'sam@acme.test', coins: 240, quantity: 2 }),
        ];
        return paged(status ? orders.filter((order) => order.status === status) : orders);
      },
      '/api/stores/admin/orders/31/fulfil': () => {
        fulfilled = true;
        return jsonResponse(buildAdminOrder({ status: 'FULFILLED' }));
      },
      '/api/stores/admin/orders/32/refund': () => refusal('ORDER_NOT_PLACED'),
    });
    renderStoresPage(<StoresAdminOrdersRoute />, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Store orders' })).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Fulfil the order of Lena Learner for Acme travel mug' }),
    );
    expect(await screen.findByText('The order of Lena Learner is fulfilled.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Lena Learner').closest('tr')?.querySelector('[data-order-status]')?.textContent).toBe(
        'Fulfilled',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Refund the order of Sam Seller for Acme travel mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog.textContent).toContain('Sam Seller gets 240 coins back for Acme travel mug');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/stores/admin/orders/32/refund')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Refund the order of Sam Seller for Acme travel mug' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('This order is already fulfilled or refunded.')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fulfilled' }));
    await waitFor(() => expect(screen.queryByText('Sam Seller')).toBeNull());
    const bodies = callsTo(fetchMock, '/api/stores/admin/orders/list').map(([, init]) => requestBody(init));
    expect(bodies.at(-1)).toMatchObject({ status: 'FULFILLED', pageNo: 1 });
  });
});

describe('StoresAdminRulesRoute', { timeout: 20_000 }, () => {
  it('shows the points per action and saves them', async () => {
    const rules = {
      rules: [
        { verb: 'completed', points: 10 },
        { verb: 'passed', points: 20 },
        { verb: 'attended', points: 15 },
        { verb: 'rated', points: 2 },
      ],
      effectiveFrom: null,
    };
    const fetchMock = stubFetch({
      '/api/stores/admin/point-rules': (_url, init) =>
        init?.method === 'PUT'
          ? jsonResponse({ ...rules, effectiveFrom: '2026-11-27T12:00:00.000Z' })
          : jsonResponse(rules),
    });
    renderStoresPage(<StoresAdminRulesRoute />, admin);
    const passed = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Passing an assessment' });
    expect(passed.value).toBe('20');
    expect(screen.getByText('The portal’s default points apply until you change them.')).toBeTruthy();
    fireEvent.change(passed, { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules' }));
    expect(await screen.findByText('Enter points between 0 and 1,000.')).toBeTruthy();
    fireEvent.change(passed, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules' }));
    expect(await screen.findByText('Point rules saved: they count from now on.')).toBeTruthy();
    const [put] = callsTo(fetchMock, '/api/stores/admin/point-rules').filter(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({
      rules: [
        { verb: 'completed', points: 10 },
        { verb: 'passed', points: 25 },
        { verb: 'attended', points: 15 },
        { verb: 'rated', points: 2 },
      ],
    });
  });
});
