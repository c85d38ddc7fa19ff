import { describe, expect, it } from 'vitest';
import { budgetsTable, judge, PROFILES, TARGETS, type BenchRow } from './bench-profiles.ts';

const row = (profile: BenchRow['profile'], visit: BenchRow['visit'], type: string, ratio: number, cls = 0): BenchRow => ({
  profile,
  visit,
  type,
  ratio,
  cls,
});

describe('bench profiles (issue 38)', () => {
  it('the profiles are the issue’s: local without emulation, desktop 40 ms / 10 Mbit/s, mobile CPU 4× / 150 ms / 1.6 Mbit/s', () => {
    expect(PROFILES.local).toMatchObject({ network: null, cpu: 1 });
    expect(PROFILES.desktop).toMatchObject({ network: { rttMs: 40, downMbit: 10 }, cpu: 1 });
    expect(PROFILES.mobile).toMatchObject({ network: { rttMs: 150, downMbit: 1.6 }, cpu: 4 });
  });

  it('the mobile profile loads on a phone’s screen (390 px, touch), the others in a desktop window', () => {
    expect(PROFILES.mobile.screen).toMatchObject({ viewport: { width: 390 }, isMobile: true, hasTouch: true });
    expect(PROFILES.desktop.screen).toEqual({ viewport: { width: 1280, height: 900 } });
    expect(PROFILES.local.screen.viewport.width).toBe(1280);
  });

  it('the targets: desktop ≤ 1.3 median / 1.5 worst, mobile 1.5 / 1.7, local 1.8, warm ≤ 1.3 everywhere, CLS 0', () => {
    expect(TARGETS.first.desktop).toEqual({ median: 1.3, worst: 1.5 });
    expect(TARGETS.first.mobile).toEqual({ median: 1.5, worst: 1.7 });
    expect(TARGETS.first.local.median).toBe(1.8);
    for (const p of ['local', 'desktop', 'mobile'] as const) expect(TARGETS.warm[p].worst).toBe(1.3);
    expect(TARGETS.cls).toBe(0);
  });

  it('judges the median over page types and the worst page type against the profile’s target', () => {
    const rows = [row('desktop', 'first', 'a', 1.2), row('desktop', 'first', 'b', 1.25), row('desktop', 'first', 'c', 1.6)];
    const [v] = judge(rows);
    expect(v).toMatchObject({ profile: 'desktop', visit: 'first', medianRatio: 1.25, worstRatio: 1.6, worstType: 'c' });
    expect(v!.met).toBe(false); // the worst is over 1.5
    expect(judge(rows.slice(0, 2))[0]!.met).toBe(true);
  });

  it('any layout shift from the first themed frame misses the target', () => {
    expect(judge([row('local', 'warm', 'a', 1.1, 0.001)])[0]!.met).toBe(false);
    expect(judge([row('local', 'warm', 'a', 1.1, 0)])[0]!.met).toBe(true);
  });

  it('an even number of page types takes the mean of the middle two; profiles without rows are left out', () => {
    const v = judge([row('mobile', 'warm', 'a', 1), row('mobile', 'warm', 'b', 2)]);
    expect(v).toHaveLength(1);
    expect(v[0]!.medianRatio).toBe(1.5);
  });

  it('the table names each profile, its figures against the target and whether it is met', () => {
    const table = budgetsTable(judge([row('desktop', 'first', 'docs', 2.5, 0)]));
    expect(table).toContain('| desktop (40 ms RTT, 10 Mbit/s) | first | 2.50 (≤ 1.3) | 2.50 docs (≤ 1.5) | 0.000 (0) | **no** |');
  });
});
