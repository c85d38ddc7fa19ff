// Jest environment of the Storybook test-runner (test-runner-jest.config.js): the runner's own environment,
// plus what its setup file (@storybook/test-runner/playwright/jest-setup.js) did in every story file.
//
// Why: jest runs every test file in a new module registry, so that setup file re-imported the runner's
// whole dist/index.js (Storybook's internal/common, babel, …: ≈1 s of CPU in plain Node, more in jest's
// ESM sandbox) and re-loaded .storybook/test-runner.ts, 138 times. An environment module is loaded once per
// jest worker, so here both are loaded once per worker and handed to each file's sandbox globals — the same
// globals (__sbPreVisit, __sbPostVisit, __sbSetupPage, __sbCollectCoverage) the generated tests read.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('package.json'));
const runnerDir = path.dirname(require.resolve('@storybook/test-runner/package.json'));
const { default: CustomEnvironment } = await import(path.join(runnerDir, 'playwright/custom-environment.js'));
const { getTestRunnerConfig, setupPage } = await import(path.join(runnerDir, 'dist/index.js'));

const testRunnerConfig = (await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR)) || {};
testRunnerConfig.setup?.();
const preVisit = testRunnerConfig.preVisit || testRunnerConfig.preRender;
const postVisit = testRunnerConfig.postVisit || testRunnerConfig.postRender;

export default class StorybookEnvironment extends CustomEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    if (preVisit) g.__sbPreVisit = preVisit;
    if (postVisit) g.__sbPostVisit = postVisit;
    g.__sbSetupPage = setupPage;
    g.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
  }
}
