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
});
