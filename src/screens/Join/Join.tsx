// Join (existing platform users: the additional-information form, as registration) and its result,
// 'Registration Successful' with the registered username (labels.joinSuccess.main, {{username}}), followed by
// the getting-started checklist: a new member's journey starts here (create an app, get a key, try a call).
import type { ScreenComponentProps } from '../../model/templates.ts';
import { JourneyChecklist } from '../AccountParts/JourneyChecklist.tsx';
import { MessagePage } from '../AccountParts/pages.tsx';
import { Register } from '../Register/Register.tsx';

export function Join({ model }: ScreenComponentProps<'join' | 'joinSuccess'>) {
  if (model.contentType === 'joinSuccess') {
    return (
      <MessagePage
        layout={model.layout}
        contentType={model.contentType}
        screen={model.screen}
        after={
          <JourneyChecklist
            layout={model.layout}
            labels={model.labels}
            paths={model.paths}
            apps={null}
            keys={null}
            links={{}}
            start
          />
        }
      />
    );
  }
  return <Register model={model} />;
}

export default Join;
