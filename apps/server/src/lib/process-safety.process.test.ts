import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The safety net main.ts installs, in a process of its own (an exit is what is being tested), with
 * the logger main.ts uses: asynchronous standard output, flushed before exiting.
 */
const loggerUrl = new URL('./logger.ts', import.meta.url).href;
const safetyUrl = new URL('./process-safety.ts', import.meta.url).href;

async function runScript(body: string): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  const script = `
    import { createAsyncStdout, createLogger } from ${JSON.stringify(loggerUrl)};
    import { keepRunningOnStrayRejections } from ${JSON.stringify(safetyUrl)};
    const output = createAsyncStdout();
    const log = createLogger('info', output);
    keepRunningOnStrayRejections(log, output);
    ${body}`;
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a log line: ${line}\n${stderr}`);
      }
    });
  return { code, lines };
}

describe('the process safety net', () => {
  it('logs a stray rejected promise and keeps running', async () => {
    const { code, lines } = await runScript(`
      Promise.reject(new Error('the identity provider is unreachable'));
      setTimeout(() => log.info('still serving'), 100);`);
    expect(code).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'the identity provider is unreachable' }),
      }),
      expect.objectContaining({ level: 30, msg: 'still serving' }),
    ]);
  }, 20_000);

  it('logs an uncaught exception as fatal, flushed, and exits with code 1', async () => {
    const { code, lines } = await runScript(`
      setTimeout(() => { throw new Error('state left midway'); }, 10);
      setTimeout(() => log.info('never reached'), 1000);`);
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 60, err: expect.objectContaining({ message: 'state left midway' }) }),
    ]);
  }, 20_000);
});
