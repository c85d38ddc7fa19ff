// The tones a Notice takes, shared by Notice and its ToneIcon.
export type NoticeTone = 'info' | 'positive' | 'caution' | 'critical';
