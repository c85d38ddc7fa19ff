export { AppCard, type AppCardProps, type AppCardLabels, type AppCardApi, type KeyDisplay } from './AppCard.tsx';
