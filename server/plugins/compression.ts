import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON) above `COMPRESSION_THRESHOLD_BYTES` with brotli or gzip, as the client's
 * Accept-Encoding allows (docs/reference/performance.md#compression). Brotli at quality 4 costs about what
 * gzip's default does and sends less. Built assets are not compressed here: `@fastify/static` serves their
 * pre-compressed `.br` / `.gz` twins (server/plugins/web-app.ts), which this plugin leaves alone
 * (it skips answers that already carry Content-Encoding). WebSocket upgrades never reach `onSend`.
 * Register before the routes: the plugin attaches its hook to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
