// Writes a JSON file the way Prettier would format it (the repo's .prettierrc), so a benchmark's output
// can be committed as it is: `npm test`'s format step checks every tracked JSON file, and a plain
// `JSON.stringify(value, null, 2)` puts short arrays on several lines where Prettier puts them on one.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/** @param {string} file @param {unknown} value */
export async function writeJsonFile(file, value) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(JSON.stringify(value), { ...options, filepath: file, parser: 'json' });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
