import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLegacyCaller, LEGACY_FUNCTIONS } from '../../src/runtime/services.ts';

type Globals = Window & Record<string, unknown>;
const win = window as unknown as Globals;

afterEach(() => {
  delete win.initCharts;
  delete win.evil;
  vi.restoreAllMocks();
});

describe('callLegacy (the runtime service for legacy portal functions)', () => {
  it('calls an allowed global function with the data arguments, on window', () => {
    const initCharts = vi.fn(function (this: unknown) {
      return this;
    });
    win.initCharts = initCharts;
    const call = createLegacyCaller(window)!;
    const args = ['k3y', { from: '2017-08-01', charts: ['chart_calls', 'chart_errors'], n: 3, on: true, none: null }];
    expect(call('initCharts', args)).toBe(true);
    expect(initCharts).toHaveBeenCalledWith(...args);
    expect(initCharts.mock.results[0]!.value).toBe(window);
    expect(LEGACY_FUNCTIONS).toContain('initCharts');
  });

  it('false when the legacy script has not defined it (the screen shows the report as unavailable)', () => {
    expect(createLegacyCaller(window)!('initCharts', [])).toBe(false);
  });

  it('refuses names outside the allow-list, even when the global exists', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    win.evil = vi.fn();
    const call = createLegacyCaller(window)!;
    expect(call('evil', [])).toBe(false);
    expect(call('eval', ['1'])).toBe(false);
    expect(call('constructor', [])).toBe(false);
    expect(win.evil).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[portal] callLegacy: "evil" is not an allowed legacy function');
  });

  it('refuses arguments that are not plain data (functions, class instances)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    win.initCharts = vi.fn();
    const call = createLegacyCaller(window)!;
    expect(call('initCharts', [() => 1])).toBe(false);
    expect(call('initCharts', [{ nested: [new Date()] }])).toBe(false);
    expect(win.initCharts).not.toHaveBeenCalled();
  });

  it('a legacy function that throws: false and a warning, never an exception', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    win.initCharts = () => {
      throw new Error('google is not defined');
    };
    expect(createLegacyCaller(window)!('initCharts', [])).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
