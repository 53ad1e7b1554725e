import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger.js';
import { collectProcessMetrics, metricsRegistry } from './metrics.js';

export interface MetricsServer {
  /** The address it listens on (`port` resolved when 0 was asked). */
  address: AddressInfo;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in Prometheus's text format on a listener of its own (`METRICS_PORT`,
 * `METRICS_HOST`), apart from the API's port so that it is never public by accident
 * (docs/operations.md#metrics). Nothing else is served on it.
 */
export async function startMetricsServer(port: number, host: string, logger: Logger): Promise<MetricsServer> {
  collectProcessMetrics();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at /metrics.\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('GET /metrics.\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected; see the log.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
