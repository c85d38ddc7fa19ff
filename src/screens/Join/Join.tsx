// Join (existing platform users: the additional-information form, as registration) and its result,
// 'Registration Successful' with the registered username (labels.joinSuccess.main, {{username}}), followed by
// the getting-started checklist: a new member's journey starts here (create an app, get a key, try a call).
// The checklist is the keys pages' (My Keys, My Apps): in the deploy build it travels in the `keys` file, which
// this page loads with its own before its first render (`ready`; the head script's table preloads it:
// scripts/build/build-portal.ts › firstRenderParts) — so it is not in the entry, which every page loads.
import { Suspense } from 'react';
import type { ScreenComponentProps } from '../../model/templates.ts';
import type { ScreenModel } from '../../model/screenModel.ts';
import { MessagePage } from '../AccountParts/pages.tsx';
import { Register } from '../Register/Register.tsx';
import { lazyComponent } from '../lazyComponent.tsx';

const JourneyChecklist = lazyComponent(() =>
  import('../AccountParts/JourneyChecklist.tsx').then((m) => ({ default: m.JourneyChecklist })),
);

/** the screen's first render of a joinSuccess page has the checklist (src/screens/registry.ts › screenReady) */
export function ready(model: ScreenModel): Promise<unknown> | undefined {
  return model.contentType === 'joinSuccess' ? JourneyChecklist.load() : undefined;
}

export function Join({ model }: ScreenComponentProps<'join' | 'joinSuccess'>) {
  if (model.contentType === 'joinSuccess') {
    return (
      <MessagePage
        layout={model.layout}
        contentType={model.contentType}
        screen={model.screen}
        after={
          <Suspense fallback={null}>
            <JourneyChecklist
              layout={model.layout}
              labels={model.labels}
              paths={model.paths}
              apps={null}
              keys={null}
              links={{}}
              start
            />
          </Suspense>
        }
      />
    );
  }
  return <Register model={model} />;
}

export default Join;
