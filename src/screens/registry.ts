// Which screen renders which content type. Each entry is a lazily loaded chunk, so a page downloads only
// its own screen. A content type without an entry (or whose screen fails) renders the Generic screen.
//
// To register a screen: default-export a component taking `ScreenComponentProps<'<type>'>` from
// `src/screens/<Name>/<Name>.tsx`, and add `<type>: lazy(() => import('./<Name>/<Name>.tsx'))` below.
import { lazy, type LazyExoticComponent } from 'react';
import type { ContentType } from '../adapter/types.ts';
import type { ScreenComponent } from '../adapter/templates.ts';

export type ScreenRegistry = { [K in ContentType]?: LazyExoticComponent<ScreenComponent<K>> };

export const screenRegistry: ScreenRegistry = {
  keyActivity: lazy(() => import('./KeyActivity/KeyActivity.tsx')),
};
