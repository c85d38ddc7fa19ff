// Jest environment of the Storybook test-runner (test-runner-jest.config.js): the runner's own environment,
// plus what its setup file (@storybook/test-runner/playwright/jest-setup.js) did in every story file, and one
// page per jest worker instead of one per story file.
//
// Why (the runner's per-file cost was most of the step: 138 story files, 466 stories):
// - jest runs every test file in a new module registry, so that setup file re-imported the runner's whole
//   dist/index.js (Storybook's internal/common, babel, …: ≈1 s of CPU in plain Node, more in jest's ESM
//   sandbox) and re-loaded .storybook/test-runner.ts for each file. An environment module is loaded once per
//   jest worker: both are loaded here once and handed to each file's sandbox as the same globals
//   (__sbPreVisit, __sbPostVisit, __sbSetupPage, __sbCollectCoverage) the generated tests read.
// - each file connected to the browser, opened a new context and page, loaded iframe.html and started
//   Storybook's preview (≈1.4 MB of JS compiled again, as the first story of every file showed). Here the
//   next file of the same worker gets the page the previous one used, with its cookies and web storage
//   cleared and iframe.html loaded again: a fresh document, but the scripts come from the context's cache
//   with their compiled code. A file with a failed test, or a page that was closed or lost, hands over
//   nothing: the next file starts with a new connection, context and page.
//   STORYBOOK_PAGE_PER_FILE=1 restores a new page for every file. (The connection kept open after a
//   worker's last file makes jest print "A worker process has failed to exit gracefully" at the end; jest
//   then ends the worker, 0.5 s later, and the run's result is unaffected.)
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('package.json'));
const runnerDir = path.dirname(require.resolve('@storybook/test-runner/package.json'));
const { default: CustomEnvironment } = await import(path.join(runnerDir, 'playwright/custom-environment.js'));
const { getTestRunnerConfig, setupPage } = await import(path.join(runnerDir, 'dist/index.js'));
/** jest-playwright's environment (CustomEnvironment's parent): connects, opens the context and page */
const PlaywrightEnvironment = Object.getPrototypeOf(CustomEnvironment);

const testRunnerConfig = (await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR)) || {};
testRunnerConfig.setup?.();
const preVisit = testRunnerConfig.preVisit || testRunnerConfig.preRender;
const postVisit = testRunnerConfig.postVisit || testRunnerConfig.postRender;
const reusePage = process.env.STORYBOOK_PAGE_PER_FILE !== '1';

/** the browser connection, context and set-up page the previous file of this worker left, if any */
let kept = null;

export default class StorybookEnvironment extends CustomEnvironment {
  failed = false;

  async setup() {
    const usable = kept && !kept.page.isClosed() && kept.browser.isConnected();
    if (!usable) {
      kept = null;
      await super.setup(); // connect, new context and page, iframe.html, the runner's page script
    } else {
      // jest-playwright's globals (jestPlaywright.resetPage …) without a new connection, context and page
      const options = this._config.testEnvironmentOptions['jest-playwright'];
      const skip = options.skipInitialization;
      options.skipInitialization = true;
      try {
        await PlaywrightEnvironment.prototype.setup.call(this);
      } finally {
        options.skipInitialization = skip;
      }
      Object.assign(this.global, kept);
      const { page, context } = kept;
      kept = null;
      // a fresh document and storage for every file, as a new context gave: cookies and web storage cleared,
      // iframe.html loaded again (from this context's cache, its scripts' compiled code kept) and the
      // runner's page script added again (its page bindings stay registered on this page)
      await context.clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const once = new Proxy(page, {
        get: (target, key) =>
          key === 'exposeBinding'
            ? async () => undefined
            : typeof target[key] === 'function'
              ? target[key].bind(target)
              : target[key],
      });
      await setupPage(once, context);
    }
    const g = this.global;
    if (preVisit) g.__sbPreVisit = preVisit;
    if (postVisit) g.__sbPostVisit = postVisit;
    g.__sbSetupPage = setupPage;
    g.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
  }

  async handleTestEvent(event, state) {
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.failed = true;
    await super.handleTestEvent(event, state);
  }

  async teardown() {
    const { browser, context, page } = this.global;
    if (reusePage && !this.failed && browser?.isConnected() && page && !page.isClosed()) {
      kept = { browser, context, page };
      this.global.browser = null; // jest-playwright's teardown closes the connection it finds here
    }
    await super.teardown();
  }
}
