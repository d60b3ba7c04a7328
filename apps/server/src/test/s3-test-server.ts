import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A real S3 server we did not write, for tests of the S3 store (and journeys that want one):
 * s3rver on a free loopback port, its data in a fresh temporary directory, one bucket created.
 * It runs in a child process (s3rver-process.ts says why); `stop()` ends it and deletes its data.
 */

/** Where the test S3 server listens and how to sign in to it (s3rver's fixed account). */
export type TS3TestServer = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop: () => Promise<void>;
};

const START_TIMEOUT_MS = 20_000;

/** Starts s3rver with `bucket` created; stop it with `stop()` (an `afterAll`). */
export async function startS3TestServer(bucket = 'portal-media'): Promise<TS3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3rver-'));
  const child = fork(new URL('./s3rver-process.ts', import.meta.url), [directory, bucket], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const fail = (error: Error): void => {
        clearTimeout(timer);
        child.off('exit', onExit);
        child.off('error', fail);
        reject(error);
      };
      const onExit = (code: number | null): void => fail(new Error(`s3rver exited (${code}) before listening`));
      const timer = setTimeout(() => fail(new Error('s3rver did not start in time')), START_TIMEOUT_MS);
      child.once('exit', onExit);
      child.once('error', fail);
      child.once('message', (message: { port: number }) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        child.off('error', fail);
        resolve(message.port);
      });
    });
    return {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = once(child, 'exit');
          child.disconnect();
          await exited;
        }
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
