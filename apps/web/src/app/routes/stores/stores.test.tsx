import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch } from '../../../testing/fetch-stubs';
import { StoresRoute } from './stores';
import { StoresLeaderboardRoute } from './stores-leaderboard';
import { StoresOrdersRoute } from './stores-orders';
import {
  buildLeaderboard,
  buildOrder,
  buildReward,
  buildWallet,
  paged,
  refusal,
  renderStoresPage,
} from './stores-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The figure under a wallet label ("Coins to spend" -> "300"). */
function walletFigure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('StoresRoute', { timeout: 20_000 }, () => {
  it('shows my wallet and the rewards; redeeming spends the coins at once and says where the order is', async () => {
    let coins = 300;
    let redeemed = 0;
    const fetchMock = stubFetch({
      '/api/stores/wallet': () => jsonResponse(buildWallet({ coins })),
      '/api/stores/rewards': () =>
        paged([
          buildReward({ redeemedByMe: redeemed, stockLeft: 5 - redeemed }),
          buildReward({ rewardId: 8, name: 'Team lunch', coinPrice: 900, perPersonLimit: null }),
          buildReward({ rewardId: 9, name: 'Hoodie', stockLeft: 0 }),
        ]),
      '/api/stores/rewards/7/redeem': () => {
        redeemed = 2;
        coins = 60;
        return jsonResponse(buildOrder({ quantity: 2, coins: 240 }), 201);
      },
    });
    renderStoresPage(<StoresRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards store' })).toBeTruthy();
    await screen.findByText('Coins to spend', { selector: 'dt' });
    expect(walletFigure('Coins to spend')).toBe('300');
    expect(walletFigure('Points earned')).toBe('420');
    expect(walletFigure('Points this month')).toBe('60');
    expect(walletFigure('Rank this month')).toBe('#3');

    const mug = await screen.findByRole('article', { name: 'Acme travel mug' });
    expect(mug.textContent).toContain('120 coins');
    expect(mug.textContent).toContain('5 left · 2 per person');
    const lunch = screen.getByRole('article', { name: 'Team lunch' });
    expect(within(lunch).getByRole('button', { name: 'Redeem Team lunch' }).hasAttribute('disabled')).toBe(true);
    expect(lunch.textContent).toContain('You need more coins.');
    const hoodie = screen.getByRole('article', { name: 'Hoodie' });
    expect(hoodie.textContent).toContain('Out of stock');

    fireEvent.click(within(mug).getByRole('button', { name: 'Redeem Acme travel mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Acme travel mug' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    expect(within(dialog).getByText('Total: 240 coins')).toBeTruthy();
    expect(within(dialog).getByText('60 coins left after this order')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place the order' }));

    await waitFor(() => expect(walletFigure('Coins to spend')).toBe('60'));
    expect(
      await screen.findByText(/Acme travel mug redeemed for 240 coins\. Your order is in My orders\./),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [redeem] = callsTo(fetchMock, '/api/stores/rewards/7/redeem');
    expect(redeem?.[1]?.method).toBe('POST');
    expect(requestBody(redeem?.[1])).toEqual({ quantity: 2 });
    expect(await screen.findByText(/2 redeemed by you/)).toBeTruthy();
  });

  it.each([
    [
      'OUT_OF_STOCK',
      'en',
      'Sorry, not enough of this reward is left for this order. Choose fewer, or come back later.',
    ],
    ['NOT_ENOUGH_COINS', 'en', 'You do not have enough coins for this order.'],
    ['LIMIT_REACHED', 'en', 'This order would take you past the limit per person for this reward.'],
    ['OUT_OF_STOCK', 'fr-CA', 'Désolé, il ne reste pas assez de cette récompense pour cette commande.'],
    ['NOT_ENOUGH_COINS', 'fr-CA', 'Vous n’avez pas assez de pièces pour cette commande.'],
    ['LIMIT_REACHED', 'fr-CA', 'Cette commande vous ferait dépasser la limite par personne de cette récompense.'],
  ] as const)('says why an order is refused (%s, %s) and keeps the dialog open', async (code, locale, text) => {
    stubFetch({
      '/api/stores/wallet': () => jsonResponse(buildWallet()),
      '/api/stores/rewards': () => paged([buildReward()]),
      '/api/stores/rewards/7/redeem': () => refusal(code),
    });
    renderStoresPage(<StoresRoute />, { locale });
    const redeemName = locale === 'en' ? 'Redeem Acme travel mug' : 'Échanger Acme travel mug';
    fireEvent.click(await screen.findByRole('button', { name: redeemName }));
    const dialog = await screen.findByRole('dialog', { name: redeemName });
    fireEvent.click(
      within(dialog).getByRole('button', { name: locale === 'en' ? 'Place the order' : 'Passer la commande' }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(text);
  });

  it('searches, narrows to what I can afford, and leads back from an empty result', async () => {
    const fetchMock = stubFetch({
      '/api/stores/wallet': () => jsonResponse(buildWallet()),
      '/api/stores/rewards': (_url, init) => {
        const body = requestBody(init) as { term?: string; affordableOnly: boolean };
        return paged(body.term || body.affordableOnly ? [] : [buildReward()]);
      },
    });
    renderStoresPage(<StoresRoute />);
    expect(await screen.findByRole('article', { name: 'Acme travel mug' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Only what I can afford' }));
    expect(await screen.findByRole('heading', { name: 'No reward matches' })).toBeTruthy();
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/stores/rewards').some(
          ([, init]) => (requestBody(init) as { affordableOnly: boolean }).affordableOnly,
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show every reward' }));
    expect(await screen.findByRole('article', { name: 'Acme travel mug' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the rewards' }), { target: { value: 'hoodie' } });
    expect(await screen.findByRole('heading', { name: 'No reward matches' })).toBeTruthy();
    const terms = callsTo(fetchMock, '/api/stores/rewards').map(
      ([, init]) => (requestBody(init) as { term?: string }).term,
    );
    expect(terms).toContain('hoodie');
  });

  it('says the store is empty, and offers a retry when the wallet fails', async () => {
    let fails = true;
    stubFetch({
      '/api/stores/wallet': () =>
        fails ? jsonResponse({ title: 'Boom', status: 500, code: 'internal_error' }, 500) : jsonResponse(buildWallet()),
      '/api/stores/rewards': () => paged([]),
    });
    renderStoresPage(<StoresRoute />);
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('Your wallet could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(retry);
    await waitFor(() => expect(walletFigure('Coins to spend')).toBe('300'));
  });

  it('links to my orders, the leaderboard and, for store admins, the admin', async () => {
    stubFetch({
      '/api/stores/wallet': () => jsonResponse(buildWallet({ rank: null })),
      '/api/stores/rewards': () => paged([]),
    });
    renderStoresPage(<StoresRoute />, { permissions: ['STORES_ADMIN'], locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique de récompenses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes commandes' }).getAttribute('href')).toBe('/stores/orders');
    expect(screen.getByRole('link', { name: 'Classement' }).getAttribute('href')).toBe('/stores/leaderboard');
    expect(screen.getByRole('link', { name: 'Gérer la boutique' }).getAttribute('href')).toBe('/stores/admin/rewards');
    await screen.findByText('Rang ce mois-ci', { selector: 'dt' });
    expect(walletFigure('Rang ce mois-ci')).toBe('Pas encore classé');
  });
});

describe('StoresOrdersRoute', { timeout: 20_000 }, () => {
  it('lists my orders newest first with their status in words', async () => {
    stubFetch({
      '/api/stores/orders': () =>
        paged([
          buildOrder({ orderId: 33, rewardName: 'Hoodie', quantity: 1, coins: 200 }),
          buildOrder({ orderId: 32, status: 'FULFILLED', updatedAt: '2026-11-22T10:00:00.000Z' }),
          buildOrder({ orderId: 31, rewardName: 'Team lunch', status: 'REFUNDED', quantity: 2, coins: 1800 }),
        ]),
    });
    renderStoresPage(<StoresOrdersRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-order-status]')?.textContent)).toEqual([
      'Placed',
      'Fulfilled',
      'Refunded',
    ]);
    expect(rows[2]?.textContent).toContain('Quantity 2 · 1,800 coins');
    expect(rows[1]?.textContent).toMatch(/fulfilled Nov 22, 2026/);
  });

  it('says there is no order yet and leads to the rewards', async () => {
    stubFetch({ '/api/stores/orders': () => paged([]) });
    renderStoresPage(<StoresOrdersRoute />, { locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { name: 'Aucune commande pour l’instant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les récompenses' }).getAttribute('href')).toBe('/stores');
  });
});

describe('StoresLeaderboardRoute', { timeout: 20_000 }, () => {
  it('shows this month’s top with my row marked, then another month and a location', async () => {
    const fetchMock = stubFetch({ '/api/stores/leaderboard': () => jsonResponse(buildLeaderboard()) });
    renderStoresPage(<StoresLeaderboardRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeTruthy();
    expect(await screen.findByText('You are #2 with 420 points.')).toBeTruthy();
    const mine = screen.getByRole('rowheader', { name: /Me Myself/ }).closest('tr');
    expect(mine?.getAttribute('aria-current')).toBe('true');
    const thisMonth = new Date().toISOString().slice(0, 7);
    const [first] = callsTo(fetchMock, '/api/stores/leaderboard');
    expect(requestUrl(first?.[0] ?? '').searchParams.get('month')).toBe(thisMonth);
    expect(requestUrl(first?.[0] ?? '').searchParams.get('period')).toBe('MONTH');

    fireEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(12);
    fireEvent.click(options[1] as HTMLElement);
    await waitFor(() => {
      const months = callsTo(fetchMock, '/api/stores/leaderboard').map(([input]) =>
        requestUrl(input).searchParams.get('month'),
      );
      expect(months.at(-1)).not.toBe(thisMonth);
    });

    fireEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Store 12' }));
    await waitFor(() => {
      const [last] = callsTo(fetchMock, '/api/stores/leaderboard').slice(-1);
      expect(requestUrl(last?.[0] ?? '').searchParams.get('locationCode')).toBe('S12');
    });
  });

  it('says when nobody has points yet', async () => {
    stubFetch({ '/api/stores/leaderboard': () => jsonResponse(buildLeaderboard({ result: [], me: null })) });
    renderStoresPage(<StoresLeaderboardRoute />);
    expect(await screen.findByRole('heading', { name: 'Nobody has points here yet' })).toBeTruthy();
    expect(screen.getByText('You have no points on this leaderboard yet.')).toBeTruthy();
  });
});
