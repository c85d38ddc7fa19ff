import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DateText, hasDate } from './index.ts';

const html = (node: Parameters<typeof render>[0]) => render(node).container.innerHTML;

describe('DateText', () => {
  it('wraps the visible text in <time datetime> when the machine value parses as a date', () => {
    expect(html(<DateText value={{ text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' }} />)).toBe(
      '<time datetime="2017-08-21T09:30:00Z">Aug 21, 2017</time>',
    );
    expect(html(<DateText value={{ text: 'March 2, 2015', dateTime: '2015-03-02' }} />)).toBe(
      '<time datetime="2015-03-02">March 2, 2015</time>',
    );
  });

  it('keeps any machine value the date parser reads, as the server wrote it', () => {
    // the rule the portal's pages have always used: Date.parse decides, the value is not rewritten
    expect(html(<DateText value={{ text: 'Monday', dateTime: 'Aug 21, 2017 9:30 AM' }} />)).toBe(
      '<time datetime="Aug 21, 2017 9:30 AM">Monday</time>',
    );
  });

  it('renders only the text when there is no machine value or it is not a date', () => {
    expect(html(<DateText value={{ text: 'yesterday', dateTime: null }} />)).toBe('yesterday');
    expect(html(<DateText value={{ text: 'yesterday', dateTime: 'not a date' }} />)).toBe('yesterday');
    expect(html(<DateText value="last week" />)).toBe('last week');
  });

  it('falls back to the machine value when the text is empty; nothing for no date', () => {
    expect(html(<DateText value={{ text: '', dateTime: '2024-03-01' }} />)).toBe('<time datetime="2024-03-01">2024-03-01</time>');
    expect(html(<DateText value={null} />)).toBe('');
    expect(html(<DateText value={undefined} />)).toBe('');
  });

  it('hasDate: whether there is anything to show', () => {
    expect(hasDate(null)).toBe(false);
    expect(hasDate('  ')).toBe(false);
    expect(hasDate({ text: ' ', dateTime: ' ' })).toBe(false);
    expect(hasDate({ text: '', dateTime: '2024-03-01' })).toBe(true);
    expect(hasDate('today')).toBe(true);
  });
});
