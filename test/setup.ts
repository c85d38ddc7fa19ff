import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for lazy chunks (charts, marked, dialogs): on a busy 2-core CI machine an import can
// take longer than testing-library's 1 s default. A longer limit only slows a test that would fail anyway.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
