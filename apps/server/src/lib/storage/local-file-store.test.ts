import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isValidBlobKey } from './blob-store.ts';
import { LocalFileStore } from './local-file-store.ts';

let root: string;
let store: LocalFileStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-local-store-'));
  store = new LocalFileStore(join(root, 'media'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function keys(prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for await (const blob of store.list(prefix)) {
    found.push(blob.key);
  }
  return found.sort();
}

describe('LocalFileStore', () => {
  it('writes buffers and streams, reads them whole or by range, and describes them', async () => {
    expect(await store.put('media/acme/one', Buffer.from('0123456789'))).toEqual({ size: 10 });
    expect(await store.put('media/acme/two', Readable.from([Buffer.from('ab'), Buffer.from('cd')]))).toEqual({
      size: 4,
    });
    expect((await store.read('media/acme/one'))?.toString()).toBe('0123456789');
    const range = await store.get('media/acme/one', { start: 2, end: 4 });
    expect(range && (await text(range))).toBe('234');
    const whole = await store.get('media/acme/two');
    expect(whole && (await text(whole))).toBe('abcd');
    expect(await store.stat('media/acme/two')).toMatchObject({ key: 'media/acme/two', size: 4 });
  });

  it('answers null for what is not there, and deletes quietly', async () => {
    expect(await store.get('media/none')).toBeNull();
    expect(await store.read('media/none')).toBeNull();
    expect(await store.stat('media/none')).toBeNull();
    await store.delete('media/none');
    await store.put('media/x', Buffer.from('x'));
    await store.delete('media/x');
    expect(await store.stat('media/x')).toBeNull();
  });

  it('moves (commits) and lists by prefix', async () => {
    await store.put('tmp/acme/upload', Buffer.from('staged'));
    await store.put('media/boreal/other', Buffer.from('b'));
    await store.move('tmp/acme/upload', 'media/acme/final');
    expect(await store.read('tmp/acme/upload')).toBeNull();
    expect((await store.read('media/acme/final'))?.toString()).toBe('staged');
    expect(await keys('media/')).toEqual(['media/acme/final', 'media/boreal/other']);
    expect(await keys('media/acme/')).toEqual(['media/acme/final']);
    expect(await keys('media/ac')).toEqual(['media/acme/final']);
    expect(await keys('nothing/')).toEqual([]);
    expect(await keys()).toEqual(['media/acme/final', 'media/boreal/other']);
  });

  it('leaves nothing behind when a stream fails half-way, and never lists half-written files', async () => {
    await store.put('media/acme/kept', Buffer.from('previous'));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial bytes'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('media/acme/kept', failing)).rejects.toThrow('client went away');
    expect((await store.read('media/acme/kept'))?.toString()).toBe('previous');
    expect(readdirSync(join(root, 'media/media/acme'))).toEqual(['kept']);
    expect(await keys()).toEqual(['media/acme/kept']);
  });

  it.each([
    '../outside',
    'media/../../outside',
    '/etc/passwd',
    'media//double',
    'media/./here',
    '.hidden',
    'media/.hidden',
    'media\\windows',
    'media/with space',
    'media/nul\u0000byte',
    'media/',
    '',
    `media/${'a'.repeat(600)}`,
  ])('refuses the key %j before touching the file system', async (key) => {
    expect(isValidBlobKey(key)).toBe(false);
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
    await expect(store.get(key)).rejects.toThrow(/invalid blob key/);
    await expect(store.delete(key)).rejects.toThrow(/invalid blob key/);
    expect(existsSync(join(root, 'outside'))).toBe(false);
  });

  it('refuses a listing prefix that climbs out of the root', async () => {
    await expect(async () => {
      for await (const blob of store.list('../')) {
        expect(blob).toBeUndefined();
      }
    }).rejects.toThrow(/invalid blob prefix/);
  });
});
