// The values report data is made of (src/lib/reportValues.ts): counts, dates, ids and labels read tolerantly —
// what is read, what is refused (null, never a throw). The fixture-driven cases are in reportData.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { readCount, readDate, readId, readText } from './reportValues.ts';

describe('readCount', () => {
  it.each([
    [0, 0],
    ['0', 0],
    ['12', 12],
    ['  7', 7],
    ['1.55', 1.55],
    ['.5', 0.5],
    ['1,234,567', 1234567],
  ] as const)('reads %j as %j', (input, expected) => expect(readCount(input)).toBe(expected));

  it.each([
    // forms Number() would read but a count in report data is never written as
    ['1e5'],
    ['5e3'],
    ['0x10'],
    ['-3'],
    [''],
    ['   '],
    [NaN],
    // not a string or a number, even when it prints as one
    [['5']],
    [true],
    [undefined],
  ] as const)('refuses %j', (input) => expect(readCount(input)).toBeNull());
});

describe('readDate', () => {
  it.each([
    // yyyy-mm-dd: a real day of its month (a month off would move these)
    ['2017-01-31', '2017-01-31'],
    [' 2017-12-31 ', '2017-12-31'],
    // Google DataTable dates: month from 0, with or without spaces, every part two digits when written so
    ['Date(2017,10,25,13,30,15)', '2017-11-25T13:30:15.000Z'],
    ['Date( 2017 , 10 , 25 , 13 , 30 , 15 )', '2017-11-25T13:30:15.000Z'],
    ['Date(2017, 7, 25, 13)', '2017-08-25T13:00:00.000Z'],
    ['Date(2017, 7, 25, 0, 30)', '2017-08-25T00:30:00.000Z'],
    ['Date(2017, 7, 25, 0, 0, 15)', '2017-08-25T00:00:15.000Z'],
    // date-times with a zone keep it
    ['2017-08-25T06:00+01:00', '2017-08-25T05:00:00.000Z'],
    ['2017-08-25T06:00-0130', '2017-08-25T07:30:00.000Z'],
    ['2017-08-25T06:00:00Z', '2017-08-25T06:00:00.000Z'],
    // epoch times: a string of digits, seconds below 1e10, milliseconds from 1e10, a millisecond past midnight
    ['1504137600', '2017-08-31'],
    ['1504137600000', '2017-08-31'],
    [1e10, '1970-04-26T17:46:40.000Z'],
    [1504137600001, '2017-08-31T00:00:00.001Z'],
  ] as const)('reads %j as %j', (input, expected) => expect(readDate(input)).toBe(expected));

  it.each([
    // text around a date is not a date
    ['x2017-08-01'],
    ['xDate(2017,7,25)'],
    ['Date(2017,7,25)x'],
    ['+002017-08-25T06:00'],
    // a bare year, a decimal or a number with a fraction is not an epoch time
    ['2017'],
    ['1.504137600'],
    ['1504137600.5'],
    // zero, a time the Date object cannot hold, and values that are not numbers
    [0],
    [1e17],
    [null],
    [true],
    [{}],
  ] as const)('refuses %j', (input) => expect(readDate(input)).toBeNull());

  describe('in a browser east of UTC', () => {
    const tz = process.env.TZ;
    afterEach(() => {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    });

    it('a date-time without a zone is the portal’s UTC, not the browser’s local time', (ctx) => {
      process.env.TZ = 'Asia/Tokyo';
      // the zone changes with TZ in a forked test process, not in a worker thread (Stryker's runner): there the
      // test cannot tell UTC from local time and is skipped
      if (new Date(2017, 7, 25).getTimezoneOffset() !== -540) ctx.skip();
      expect(readDate('2017-08-25 06:00')).toBe('2017-08-25T06:00:00.000Z');
      expect(readDate('2017-08-25T06:00:30')).toBe('2017-08-25T06:00:30.000Z');
    });
  });
});

describe('readId', () => {
  it.each([
    ['calls', 'calls'],
    ['  Calls  per Day ', 'calls_per_day'],
    ['<img src=x onerror=alert(1)>', 'img_srcx_onerroralert1'],
    ['p95-latency_ms', 'p95-latency_ms'],
    ['x'.repeat(50), 'x'.repeat(40)],
  ] as const)('reads %j as %j', (input, expected) => expect(readId(input)).toBe(expected));

  it.each([['!!!'], ['   '], [''], [5], [null]] as const)('refuses %j', (input) => expect(readId(input)).toBeNull());
});

describe('readText', () => {
  it('trims and collapses whitespace; at most 120 characters unless told', () => {
    expect(readText('  Calls \n\t  per   day ')).toBe('Calls per day');
    expect(readText('y'.repeat(200))).toBe('y'.repeat(120));
    expect(readText('y'.repeat(200), 64)).toBe('y'.repeat(64));
    expect(readText('<b>GET</b>')).toBe('<b>GET</b>');
  });

  it.each([['   '], [''], [5], [null], [['a']]] as const)('refuses %j', (input) => expect(readText(input)).toBeNull());
});
