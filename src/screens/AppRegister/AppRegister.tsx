// Register an application (form: the server's fields, plan choices, reCAPTCHA) and its result page — the
// keys the result page shows each get a Copy button named after the application (issue 13, break 5).

import { Stack } from '../../components/Box/index.ts';
import { CopyButton } from '../../components/CopyButton/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import type { AppRegisterSuccessScreen, ExpandedLabels } from '../../model/screenModel.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';
import * as styles from './AppRegister.css.ts';
import { useUniqueId } from '../../components/UniqueId/index.ts';

function IssuedKeys({ screen, labels }: { screen: AppRegisterSuccessScreen; labels: ExpandedLabels }) {
  const headingId = useUniqueId();
  if (!screen.keys.length) return null;
  const c = labels.components.copyButton;
  return (
    <Stack as="section" space="sm" aria-labelledby={headingId} data-issued-keys="">
      <Heading level={2} size="md" id={headingId}>
        {screen.keysHeading}
      </Heading>
      <ul className={styles.list}>
        {screen.keys.map((k, i) => (
          <li key={`${k.key}-${i}`} className={styles.item}>
            {k.label ? <span className={styles.label}>{k.label}</span> : null}
            <code className={styles.key}>{k.key}</code>
            <CopyButton
              text={k.key}
              size="sm"
              variant="soft"
              tone="neutral"
              labels={{ copy: c.copy, copied: c.copied, selected: c.selected, failed: c.failed, name: k.copyName }}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

export function AppRegister({ model }: ScreenComponentProps<'appRegister' | 'appRegisterSuccess'>) {
  if (model.contentType === 'appRegisterSuccess') {
    const screen = model.screen as AppRegisterSuccessScreen;
    return (
      <MessagePage
        layout={model.layout}
        contentType={model.contentType}
        screen={screen}
        after={<IssuedKeys screen={screen} labels={model.labels} />}
      />
    );
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default AppRegister;
