import { createServer } from 'node:net';

/**
 * A loopback port that is free right now: the OS picks it, we release it, and the child binds it
 * a moment later. The window for another process to take it is tiny on a bench or test machine.
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        if (port === 0) {
          reject(new Error('could not obtain a free port'));
        } else {
          resolve(port);
        }
      });
    });
  });
}
