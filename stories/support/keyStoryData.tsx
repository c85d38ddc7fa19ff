// Example keys, apps and labels for the KeyCard, KeyTable and AppCard stories.
import { Button } from '../../src/components/Button/index.ts';
import { ConfirmDialog } from '../../src/components/ConfirmDialog/index.ts';
import { SecretField } from '../../src/components/SecretField/index.ts';
import { exampleKey, exampleSecret, keyLabels, secretLabels } from './secretStoryLabels.ts';

export { exampleKey, exampleSecret };

export const keyCardLabels = {
  key: 'Key',
  secret: 'Secret',
  status: 'Status',
  created: 'Created',
  application: 'Application',
  limits: 'Limits',
  keyField: keyLabels,
  secretField: secretLabels,
};
export const keyTableLabels = { ...keyCardLabels, actions: 'Actions' };

export const limits = [
  { label: 'Calls per second', value: '2' },
  { label: 'Calls per day', value: '5,000' },
];

export function KeyActions({ app }: { app: string }) {
  return (
    <>
      <Button href="/key/key-activity/1" size="sm" variant="soft" tone="neutral">
        View Report
      </Button>
      <ConfirmDialog
        title="Delete key?"
        description="Are you really sure you want to delete this key?"
        objectName={app}
        labels={{ confirm: 'Delete key', cancel: 'Cancel' }}
        onConfirm={() => {}}
        trigger={
          <Button size="sm" variant="ghost" tone="critical">
            Delete This Key
          </Button>
        }
      />
    </>
  );
}

export const keyRows = [
  {
    id: 'k1',
    application: 'Weather dashboard',
    keyValue: exampleKey,
    status: 'active',
    created: { text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' },
    limits,
    actions: <KeyActions app="Weather dashboard" />,
  },
  {
    id: 'k2',
    application: 'Mobile app',
    keyValue: 'm0b1l3k3y9876543210zyxw',
    status: 'waiting',
    created: { text: 'Mar 2, 2024', dateTime: '2024-03-02' },
    limits,
    actions: <KeyActions app="Mobile app" />,
  },
  {
    id: 'k3',
    application: 'Old prototype',
    keyValue: 'pr0t0k3y0000111122223333',
    status: 'disabled',
    created: { text: 'Jan 5, 2015', dateTime: '2015-01-05' },
    limits: [],
    actions: <KeyActions app="Old prototype" />,
  },
];

export const appCardLabels = {
  created: 'Created',
  apis: 'APIs and keys',
  api: 'API',
  key: 'Key',
  masked: 'hidden',
  noKey: 'No key issued',
  noApis: 'No APIs yet.',
};

/** AppCard / ApiKeyTable `renderKey`: each key in a SecretField that reveals and copies it. */
export const keyInSecretField = (keyValue: string) => (
  <SecretField value={keyValue} label="Key" hideLabel labels={keyLabels} compact />
);

export const appApis = [
  { api: 'Forecast API', keyValue: exampleKey },
  { api: 'Alerts API', keyValue: 'al3rtsk3y5566778899aabbcc' },
  { api: 'Historical data (pending)', keyValue: null },
];

export function AppActions() {
  return (
    <>
      <Button href="/apps/edit/1" size="sm" variant="soft" tone="neutral">
        Edit
      </Button>
      <Button href="/apps/select/1" size="sm" variant="soft" tone="neutral">
        Add APIs
      </Button>
      <Button href="/apps/mykeys?app=1" size="sm" variant="soft" tone="neutral">
        View Keys
      </Button>
      <ConfirmDialog
        title="Delete application?"
        description="Are you really sure you want to delete this application?"
        objectName="Weather dashboard"
        labels={{ confirm: 'Delete application', cancel: 'Cancel' }}
        onConfirm={() => {}}
        trigger={
          <Button size="sm" variant="ghost" tone="critical">
            Delete
          </Button>
        }
      />
    </>
  );
}
