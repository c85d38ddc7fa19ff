import { SecretField, type SecretFieldLabels } from '../SecretField/index.ts';
import { Text } from '../Text/index.ts';

export interface LimitItem {
  label: string;
  value: string;
}

export interface KeyCardLabels {
  /** field names, e.g. "Key", "Secret", "Status", "Created", "Application" */
  key: string;
  secret: string;
  status: string;
  created: string;
  application: string;
  /** caption of the limits table, e.g. "Limits" or "Limits: Weather dashboard" */
  limits: string;
  /** SecretField texts for the key and for the secret */
  keyField: SecretFieldLabels;
  secretField: SecretFieldLabels;
}

export interface KeyValueProps {
  value: string;
  /** what the value is, e.g. "Key" (names the SecretField's group) */
  label: string;
  labels: SecretFieldLabels;
  /** a SecretField (masked until revealed, copyable); false: plain monospace text */
  mask: boolean;
  /** SecretField re-mask timeout in ms */
  timeout?: number;
  /** shown on arrival (the user asked to see it) */
  revealed?: boolean;
  /** icon-only SecretField buttons (tables) */
  compact?: boolean;
}

/** A key or secret: a SecretField, or plain monospace text that wraps anywhere when masking is off. */
export function KeyValue({ value, label, labels, mask, timeout, revealed = false, compact = false }: KeyValueProps) {
  if (!mask)
    return (
      <Text font="mono" breakWord>
        {value}
      </Text>
    );
  return (
    <SecretField
      value={value}
      label={label}
      hideLabel
      labels={labels}
      timeout={timeout}
      defaultRevealed={revealed}
      compact={compact}
    />
  );
}
