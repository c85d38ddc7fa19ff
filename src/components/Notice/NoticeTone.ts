export type NoticeTone = 'info' | 'positive' | 'caution' | 'critical';
