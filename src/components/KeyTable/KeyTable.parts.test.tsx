// A key table that arrives in parts (from KEY_TABLE_PROGRESSIVE_FROM keys) renders each key's row once: a
// part added later leaves the rows before it alone (each part re-rendering every row so far made My Keys
// with many keys miss its 2 s in the bounded-work test). Counted through DateText, which every row renders.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type * as DateTextModule from '../DateText/index.ts';

const dateRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../DateText/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof DateTextModule>();
  return {
    ...original,
    DateText: (props: ComponentProps<typeof original.DateText>) => {
      dateRenders.count++;
      return original.DateText(props);
    },
  };
});

const { KeyTable, KEY_TABLE_PROGRESSIVE_FROM } = await import('./KeyTable.tsx');
const { keyTableTestLabels } = await import('./keyTableTestLabels.ts');

const labels = keyTableTestLabels;

describe('KeyTable in parts', () => {
  it("renders each key's row once, however many parts it arrives in", async () => {
    const keys = Array.from({ length: KEY_TABLE_PROGRESSIVE_FROM * 2 + 5 }, (_, i) => ({
      id: `k${i}`,
      application: `App ${i}`,
      keyValue: `key${String(i).padStart(21, '0')}`,
      created: '2024-01-05T14:00:00Z',
    }));
    const { container } = render(<KeyTable caption="Plan" labels={labels} maskKeys={false} keys={keys} />);
    await waitFor(() => expect(container.querySelector('table')!.hasAttribute('aria-busy')).toBe(false));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(keys.length);
    expect(dateRenders.count).toBe(keys.length);
  });
});
