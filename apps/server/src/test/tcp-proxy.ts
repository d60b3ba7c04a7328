import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on a loopback port in front of a real service (PostgreSQL, an S3 server), for fault
 * tests: `cut()` plays an outage (every open connection dropped, new ones refused), `restore()`
 * brings the service back on the same address, as a restart would.
 */
export type TTcpProxy = {
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  async function listen(): Promise<void> {
    const current = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        // A dropped peer is what this proxy is for: its errors end the pair, nothing more.
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    current.listen(port, '127.0.0.1');
    await once(current, 'listening');
    port = (current.address() as { port: number }).port;
    server = current;
  }

  async function cut(): Promise<void> {
    const current = server;
    server = null;
    for (const socket of sockets) {
      socket.destroy();
    }
    if (current) {
      await new Promise<void>((resolve) => current.close(() => resolve()));
    }
  }

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
