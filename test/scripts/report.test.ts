// @vitest-environment node
// The portal report's masking (scripts/dev/report/mask.ts) and its refusals: a site that is not a Mashery portal
// or cannot be reached gives a clear error and writes nothing (the full run against the hosted stand-in is
// test/e2e/report.spec.ts).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskDeep, maskText, maskUrl } from '../../scripts/dev/report/mask.ts';
import { ReportError, runReport } from '../../scripts/dev/report/report.ts';

describe('masking', () => {
  it('masks key-like runs, keeps words, numbers and the last four characters', () => {
    expect(maskText('key 4f9a8c7e2b1d0a3f5e6c secret ab12CD34ef56GH78ij90')).toBe('key ••••5e6c secret ••••ij90');
    expect(maskText('Documentation_and_getting_started 2026120512345678')).toBe(
      'Documentation_and_getting_started 2026120512345678',
    );
  });
  it('masks secret query parameters whatever they look like', () => {
    expect(maskUrl('/io-docs?api_key=short&city=Oslo&access_token=x&passwd=hunter2')).toBe(
      '/io-docs?api_key=••••&city=Oslo&access_token=••••&passwd=••••',
    );
  });
  it('masks every string of the report', () => {
    expect(maskDeep({ a: ['see 4f9a8c7e2b1d0a3f5e6c'], b: { c: '/apps/mykeys?key=abc' }, n: 3 })).toEqual({
      a: ['see ••••5e6c'],
      b: { c: '/apps/mykeys?key=••••' },
      n: 3,
    });
  });
});

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
