import { Table } from '../../components/Table/index.ts';
import { Text } from '../../components/Text/index.ts';

export interface ApiKeyTableProps {
  apis: readonly { api: string; key: string | null }[];
  /** the table's (visually hidden) name, e.g. the application's name */
  caption: string;
  labels: { api: string; key: string };
}

/** An application's APIs with their keys (a key cell is empty when the server printed none). */
export function ApiKeyTable({ apis, caption, labels }: ApiKeyTableProps) {
  return (
    <Table
      caption={caption}
      hideCaption
      head={[labels.api, labels.key]}
      rows={apis.map((a) => [a.api, a.key ? <Text font="mono" breakWord>{a.key}</Text> : ''])}
      rowHeader
      density="compact"
    />
  );
}
