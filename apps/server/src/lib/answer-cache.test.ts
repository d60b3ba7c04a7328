import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

const text = (answer: { bytes: Buffer }) => answer.bytes.toString('utf8');

describe('the answer cache', () => {
  it('keeps an answer per key and loads it once for callers asking at the same time', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttl: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { json: `{"n":${loads}}` };
    };
    const [first, second] = await Promise.all([cache.get(['acme', 'u1', 1], load), cache.get(['acme', 'u1', 1], load)]);
    const third = await cache.get(['acme', 'u1', 1], load);
    expect([text(first), text(second), text(third)]).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(loads).toBe(1);
    expect(text(await cache.get(['acme', 'u1', 2], load))).toBe('{"n":2}');
  });

  it('forgets the answers under a prefix of parts only (not a longer code sharing its start)', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttl: 60_000 });
    let version = 0;
    const load = async () => ({ json: `{"v":${version}}` });
    for (const key of [
      ['acme', 'u1', 1],
      ['acme', 'u10', 1],
      ['acme2', 'u1', 1],
    ]) {
      await cache.get(key, load);
    }
    version = 1;
    cache.forget(['acme', 'u1']);
    expect(text(await cache.get(['acme', 'u1', 1], load))).toBe('{"v":1}');
    expect(text(await cache.get(['acme', 'u10', 1], load))).toBe('{"v":0}');
    cache.forget(['acme']);
    expect(text(await cache.get(['acme', 'u10', 1], load))).toBe('{"v":1}');
    expect(text(await cache.get(['acme2', 'u1', 1], load))).toBe('{"v":0}');
  });

  it('keeps no answer loaded across a forget: its callers get one loaded after the write', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttl: 60_000 });
    let version = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      const seen = version;
      await gate;
      return { json: `{"v":${seen}}` };
    };
    const pending = cache.get(['acme', 'u1'], slow);
    version = 1;
    cache.forget(['acme']);
    release();
    expect(text(await pending)).toBe('{"v":1}');
    expect(text(await cache.get(['acme', 'u1'], slow))).toBe('{"v":1}');
  });

  it('keeps an answer no longer than its own ttl, and never a failed load', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttl: 60_000 });
    let loads = 0;
    const short = async () => {
      loads += 1;
      return { json: `{"n":${loads}}`, ttl: 20 };
    };
    await cache.get(['acme', 'short'], short);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(text(await cache.get(['acme', 'short'], short))).toBe('{"n":2}');

    await expect(cache.get(['acme', 'failing'], () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(text(await cache.get(['acme', 'failing'], async () => ({ json: '{"ok":true}' })))).toBe('{"ok":true}');
  });

  it('forgets a prefix of any length, the whole key included, and keeps every other answer', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttl: 60_000 });
    let version = 0;
    const load = async () => ({ json: `{"v":${version}}` });
    const keys = [
      ['acme', 'u1', 'en', 1],
      ['acme', 'u1', 'en', 2],
      ['acme', 'u1', 'fr', 1],
      ['acme', 'u2', 'en', 1],
    ];
    for (const key of keys) {
      await cache.get(key, load);
    }
    version = 1;
    cache.forget(['acme', 'u1', 'en', 1]);
    cache.forget(['acme', 'u1', 'fr']);
    cache.forget(['boreal']);
    cache.forget(['acme', 'u3']);
    const seen = await Promise.all(keys.map(async (key) => text(await cache.get(key, load))));
    expect(seen).toEqual(['{"v":1}', '{"v":0}', '{"v":1}', '{"v":0}']);
  });

  it('forgets answers loaded again after a forget, and answers that loaded while another load was in flight', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttl: 60_000 });
    let version = 0;
    const gates: (() => void)[] = [];
    const slow = async () => {
      const seen = version;
      await new Promise<void>((resolve) => gates.push(resolve));
      return { json: `{"v":${seen}}` };
    };
    // Two callers of one key: the forget aborts their shared load, and each loads alone.
    const first = cache.get(['acme', 'u1'], slow);
    const second = cache.get(['acme', 'u1'], slow);
    version = 1;
    cache.forget(['acme']);
    // A third caller starts a new load after the forget, while the first two are still waiting.
    const third = cache.get(['acme', 'u1'], slow);
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect([text(await first), text(await second), text(await third)]).toEqual(['{"v":1}', '{"v":1}', '{"v":1}']);
    // The third load was kept; a second write must still reach it.
    version = 2;
    cache.forget(['acme', 'u1']);
    const fourth = cache.get(['acme', 'u1'], slow);
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(text(await fourth)).toBe('{"v":2}');
  });

  it('lists no key an answer let go of: evicted, expired, forgotten, failed or too large to keep', async () => {
    const cache = createAnswerCache({ maxBytes: 2_000, ttl: 60_000 });
    const answer = (bytes: number) => async () => ({ json: JSON.stringify('x'.repeat(bytes)) });
    // Evicted: far more answers than the bytes hold.
    for (let person = 0; person < 100; person += 1) {
      await cache.get(['acme', `u${person}`, 1], answer(100));
    }
    // Expired and then asked again; too large to keep; failed.
    await cache.get(['boreal', 'short'], async () => ({ json: '{}', ttl: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.get(['boreal', 'short'], async () => ({ json: '{}', ttl: 5 }));
    await cache.get(['boreal', 'large'], answer(5_000));
    await expect(cache.get(['boreal', 'failing'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    // Only the answers still kept are listed: at most the ~15 that fit, not the hundred asked.
    expect(cache.indexedPrefixes()).toBeGreaterThan(2);
    expect(cache.indexedPrefixes()).toBeLessThan(40);
    cache.forget(['acme']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.forget(['boreal', 'short']);
    expect(cache.indexedPrefixes()).toBe(0);
  });
});
