// The input adapt() hands a screen builder (labels merged, named paths, placeholder values), for tests that call
// a builder directly — with a value adapt() never gives it (a named path set to null) or on its own.
import type { ContentType, PageData } from '../../src/model/pageData.ts';
import type { Settings } from '../../src/model/settings.ts';
import type { ScreenPropsMap } from '../../src/model/screenModel.ts';
import { adaptWith, type AdaptEnv } from '../../src/adapter/core.ts';
import type { ScreenInput } from '../../src/adapter/builders/helpers.ts';
import { defaultLabels } from '../../src/labels/en.ts';
import { env as makeEnv, settings as makeSettings } from './factories.ts';

export function screenInput<K extends ContentType>(
  page: PageData<K>,
  settings: Settings = makeSettings(),
  env: AdaptEnv = makeEnv(),
): ScreenInput<K> {
  let captured: ScreenInput<ContentType> | undefined;
  try {
    adaptWith(
      page as PageData,
      settings,
      env,
      (input) => {
        captured = input;
        return { heading: null } as unknown as ScreenPropsMap[ContentType];
      },
      defaultLabels,
    );
  } catch (error) {
    // the layout after the builder may not read a page adapt() would never get (a test's broken content)
    if (!captured) throw error;
  }
  if (!captured) throw new Error('screenInput: the builder was not called');
  return captured as unknown as ScreenInput<K>;
}
