export { AppCard, type AppCardProps, type AppCardLabels, type KeyDisplay } from './AppCard.tsx';
export { ApiKeyTable, type ApiKeyTableProps, type AppCardApi } from './ApiKeyTable.tsx';
