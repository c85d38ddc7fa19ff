// Renders a screen model by its registered screen (the lazy screens resolved): for tests that render fixture
// pages screen by screen, without the App's layout.
import { Suspense, type ComponentType } from 'react';
import { render, screen as view, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { screenRegistry } from '../../src/screens/registry.ts';
import type { ScreenModel } from '../../src/model/screenModel.ts';

export async function renderScreen(model: ScreenModel) {
  const Screen = screenRegistry[model.contentType] as ComponentType<{ model: ScreenModel }> | undefined;
  if (!Screen) throw new Error(`no screen registered for ${model.contentType}`);
  const result = render(
    <Suspense fallback={<p>suspended</p>}>
      <Screen model={model} />
    </Suspense>,
  );
  await waitFor(() => expect(view.queryByText('suspended')).toBeNull(), { timeout: 15_000 });
  return result;
}
