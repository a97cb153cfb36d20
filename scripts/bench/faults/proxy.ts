/**
 * A TCP proxy the fault benchmark puts between the service and MariaDB, to make the database
 * refuse connections (listener closed, live connections reset) or stall (connections accepted
 * and kept, nothing forwarded either way) for a while, then come back.
 */
import net from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'stall';

export interface TcpProxy {
  port: number;
  mode(): ProxyMode;
  /** Closes the listener and resets every live connection; new connections are refused. */
  refuse(): Promise<void>;
  /** Keeps every connection open but forwards nothing until `pass()`. */
  stall(): void;
  /** Forwards again (re-listening after `refuse`, flushing what was held after `stall`). */
  pass(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  held: Array<{ to: net.Socket; chunk: Buffer }>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  let current: ProxyMode = 'pass';
  const pairs = new Set<Pair>();
  let server: net.Server | null = null;

  const forward = (pair: Pair, to: net.Socket, chunk: Buffer): void => {
    if (current === 'stall') pair.held.push({ to, chunk });
    else if (!to.destroyed) to.write(chunk);
  };

  const onConnection = (client: net.Socket): void => {
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const end = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (c: Buffer) => forward(pair, upstream, c));
    upstream.on('data', (c: Buffer) => forward(pair, client, c));
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  };

  const listen = (p: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port));
    });

  const actualPort = await listen(port);

  return {
    port: actualPort,
    mode: () => current,
    refuse: async () => {
      current = 'refuse';
      const s = server;
      server = null;
      for (const p of pairs) {
        p.client.resetAndDestroy();
        p.upstream.destroy();
      }
      pairs.clear();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    stall: () => {
      current = 'stall';
    },
    pass: async () => {
      const was = current;
      current = 'pass';
      if (was === 'refuse') await listen(actualPort);
      for (const p of pairs) {
        for (const h of p.held) if (!h.to.destroyed) h.to.write(h.chunk);
        p.held = [];
      }
    },
    close: async () => {
      for (const p of pairs) {
        p.client.destroy();
        p.upstream.destroy();
      }
      pairs.clear();
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
