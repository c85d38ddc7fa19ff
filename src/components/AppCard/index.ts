// AppCard's public surface (AppCard and ApiKeyTable): outside src/components/ they are imported only through this
// file.
export { AppCard, type AppCardProps, type AppCardLabels, type KeyDisplay } from './AppCard.tsx';
export { ApiKeyTable, type ApiKeyTableProps, type AppCardApi } from './ApiKeyTable.tsx';
