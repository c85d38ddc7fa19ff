// Prints one closing line "N passed, N failed[, N skipped]" from every result file given:
// vitest --reporter=json output, JUnit XML (storybook test-runner) and Playwright JSON reporter output.
import fs from 'node:fs';

let passed = 0,
  failed = 0,
  skipped = 0;
const missing = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    missing.push(file);
    continue;
  }
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.xml')) {
    for (const m of text.matchAll(/<testcase\b[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)) {
      const body = m[2] ?? '';
      if (/<(failure|error)\b/.test(body)) failed++;
      else if (/<skipped\b/.test(body)) skipped++;
      else passed++;
    }
    continue;
  }
  const json = JSON.parse(text);
  if (typeof json.numPassedTests === 'number') {
    // vitest
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // a file that failed to load has no tests but must count as a failure
    for (const r of json.testResults ?? []) if (r.status === 'failed' && (r.assertionResults ?? []).length === 0) failed++;
  } else if (json.stats && json.suites) {
    // playwright
    // a flaky test failed first and passed on retry: it counts as passed (retries are configured in playwright.config.ts)
    passed += (json.stats.expected ?? 0) + (json.stats.flaky ?? 0);
    failed += json.stats.unexpected ?? 0;
    skipped += json.stats.skipped ?? 0;
  } else if (typeof json.passed === 'number') {
    // our own runners: {passed, failed, skipped}
    passed += json.passed;
    failed += json.failed ?? 0;
    skipped += json.skipped ?? 0;
  }
}
for (const f of missing) {
  console.log(`missing result file: ${f} (counted as one failure)`);
  failed++;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
