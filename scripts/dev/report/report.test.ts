// @vitest-environment node
// The portal report's refusals: a site that is not a Mashery portal or cannot be reached gives a clear error
// and writes nothing (the masking: mask.test.ts; the full run against the hosted stand-in:
// test/e2e/report.spec.ts).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportError, runReport } from './report.ts';

describe('refusals', () => {
  const out = path.join(os.tmpdir(), `portal-report-test-${process.pid}`);

  it('not a Mashery portal: names the markers, writes nothing', async () => {
    const server = http.createServer((_q, r) =>
      r.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Shop</h1></body></html>'),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const run = runReport({ portal: url, distDir: out, out });
      await expect(run).rejects.toBeInstanceOf(ReportError);
      await expect(run).rejects.toThrow(/does not look like a Mashery developer portal[^]*#page[^]*missing here/);
      expect(fs.existsSync(out)).toBe(false);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('unreachable: says so', async () => {
    await expect(runReport({ portal: 'http://127.0.0.1:1', distDir: out, out })).rejects.toThrow(
      /Cannot reach http:\/\/127\.0\.0\.1:1/,
    );
  });
});
