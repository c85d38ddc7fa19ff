// Add APIs to an application: the application summary (every API / key row), then the server's form of
// plan choices; its result pages: 'New Keys Issued' and the error page (the server's error list).

import { Heading } from '../../components/Heading/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { AppSummary } from '../AccountParts/AppSummary.tsx';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';
import { useUniqueId } from '../../components/UniqueId/index.ts';

export function AppAddApis({ model }: ScreenComponentProps<'appAddAPIs' | 'appAddAPIsSuccess' | 'appAddAPIsError'>) {
  const subheadingId = useUniqueId();
  if (model.contentType !== 'appAddAPIs') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  const { screen } = model;
  return (
    <FormPage
      layout={model.layout}
      contentType={model.contentType}
      screen={screen}
      labels={model.labels}
      before={
        <>
          {screen.summary ? <AppSummary summary={screen.summary} fieldLabels={screen.fieldLabels} labels={model.labels} /> : null}
          {screen.subheading && screen.form ? (
            <Heading level={2} size="xl" id={subheadingId}>
              {screen.subheading}
            </Heading>
          ) : null}
        </>
      }
    />
  );
}

export default AppAddApis;
