// The tone of a free-text status printed by the server, by whole-word rules (active → positive, pending →
// caution, expired → critical, else neutral).
export type StatusTone = 'neutral' | 'brand' | 'positive' | 'caution' | 'critical' | 'info';

// Whole words only, so "inactive" is not read as "active". Checked in order: a problem wins over progress.
const rules: Array<[RegExp, StatusTone]> = [
  [/\b(disabled|deleted|expired|revoked|rejected|suspended|inactive|denied)\b/i, 'critical'],
  [/\b(waiting|pending)\b/i, 'caution'],
  [/\b(active|approved|enabled)\b/i, 'positive'],
];

/**
 * The tone for a free-text status printed by the server (key status values are not known in advance):
 * active/approved → positive, waiting/pending → caution, disabled/deleted/expired (and similar) → critical,
 * anything else → neutral.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  if (!status) return 'neutral';
  for (const [pattern, tone] of rules) if (pattern.test(status)) return tone;
  return 'neutral';
}
