import net from 'node:net';

/**
 * A TCP proxy a test puts between the service and a real server (MariaDB, Redis) to make that
 * server come and go without touching the shared process:
 * - `stop()`: the listener closes and every open connection is reset, so new connections are
 *   refused (ECONNREFUSED) as if the server were down;
 * - `pause()`: connections are accepted and kept, but nothing passes in either direction, as with a
 *   server that hangs or a network that drops packets;
 * - `start()` / `resume()`: back to normal.
 * The port stays the same throughout, so the service's configuration does not change.
 */
export interface TcpProxy {
  port: number;
  /** `${host}:${port}` of the proxy, for a connection URL. */
  address: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let paused = false;
  const pausedPairs: Array<() => void> = [];
  let server: net.Server | null = null;

  function handle(client: net.Socket): void {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const destroyBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', destroyBoth).on('close', destroyBoth);
    upstream.on('error', destroyBoth).on('close', destroyBoth);
    // Data is forwarded by hand so that a pause holds it back without closing anything.
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk: Buffer) => {
        if (!paused) {
          to.write(chunk);
          return;
        }
        from.pause();
        pausedPairs.push(() => {
          to.write(chunk);
          from.resume();
        });
      });
    };
    forward(client, upstream);
    forward(upstream, client);
  }

  async function listen(): Promise<void> {
    server = net.createServer(handle);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.address() as net.AddressInfo).port;
  }

  await listen();

  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    get address() {
      return `127.0.0.1:${port}`;
    },
    async stop() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
      pausedPairs.length = 0;
      if (s !== null) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      if (server === null) await listen();
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const flush of pausedPairs.splice(0)) flush();
    },
    async close() {
      paused = false;
      await proxy.stop();
    },
  };
  return proxy;
}
