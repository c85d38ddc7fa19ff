// Benchmarks write their results into tracked files (bench/*.json); `npm test`'s format step checks them.
// A plain JSON.stringify put short arrays on several lines, so a fresh `npm run bench:preview` left a file
// the format step rejected. The writer must leave what Prettier itself would write.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { writeJsonFile } from './write-json.mjs';

// inside the repo, so Prettier finds the repo's config the way `prettier --check` finds it for bench/*.json
const cache = path.resolve('node_modules/.cache');
fs.mkdirSync(cache, { recursive: true });
const dir = fs.mkdtempSync(path.join(cache, 'write-json-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writeJsonFile', () => {
  it('writes the value back, formatted as the repo Prettier check expects', async () => {
    const file = path.join(dir, 'nested', 'bench.json');
    const value = {
      machine: { load: [0.1, 0.1, 0.8], cpu: 'x' },
      each: [{ servedCssMs: 169, pageMs: 181 }],
      note: 'a “quoted” – text',
    };
    await writeJsonFile(file, value);
    const text = fs.readFileSync(file, 'utf8');
    expect(JSON.parse(text)).toEqual(value);
    const options = await prettier.resolveConfig(file);
    expect(options?.printWidth).toBe(130); // the repo's .prettierrc.json, not Prettier's defaults
    expect(await prettier.check(text, { ...options, filepath: file })).toBe(true);
    expect(text).toContain('"load": [0.1, 0.1, 0.8]');
    expect(text.endsWith('}\n')).toBe(true);
  });
});
