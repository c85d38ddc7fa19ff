// KeyValue: a key or secret shown as a SecretField, or as plain monospace text (with a Copy button when asked);
// masked in screen-share mode. Also the key labels shared by KeyCard and KeyTable.
import { CopyButton } from '../CopyButton/index.ts';
import { SecretField, type SecretFieldLabels } from '../SecretField/index.ts';
import { Text } from '../Text/index.ts';
import { ScreenShareMask, useScreenShare } from '../ScreenShare/index.ts';
import * as css from './KeyValue.css.ts';

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

/**
 * Accessible names of one key's buttons when several keys share a page, e.g. "Copy key for Storm Tracker",
 * "Show secret for Storm Tracker" (each contains the button's visible text). Default: the plain texts.
 */
export interface KeyNames {
  copyKey?: string;
  copySecret?: string;
  showSecret?: string;
  hideSecret?: string;
}

export interface KeyValueProps {
  value: string;
  /** what the value is, e.g. "Key" (names the SecretField's group) */
  label: string;
  labels: SecretFieldLabels;
  /** a SecretField (masked until revealed, copyable); false: plain monospace text */
  mask: boolean;
  /** plain text only: a Copy button beside it (default false — e.g. off for a value the server masked) */
  copyable?: boolean;
  /** accessible names of the Copy / Show / Hide buttons */
  names?: { copy?: string; reveal?: string; hide?: string };
  /** SecretField re-mask timeout in ms */
  timeout?: number;
  /** shown on arrival (the user asked to see it) */
  revealed?: boolean;
  /** icon-only buttons (tables) */
  compact?: boolean;
}

/**
 * A key or secret: a SecretField, or plain monospace text that wraps anywhere when masking is off (with a
 * Copy button when `copyable`).
 */
export function KeyValue({
  value,
  label,
  labels,
  mask,
  copyable = false,
  names,
  timeout,
  revealed = false,
  compact = false,
}: KeyValueProps) {
  const share = useScreenShare();
  if (!mask) {
    // screen-share mode: the plain key masked as a SecretField masks (its Copy still copies)
    const text = share.on ? (
      <ScreenShareMask masked={labels.masked} />
    ) : (
      // the size of a masked key's value (SecretField): a key reads the same shown or masked
      <Text font="mono" size="sm" breakWord data-key-value="">
        {value}
      </Text>
    );
    if (!copyable) return text;
    return (
      <span className={css.plain} data-key-line="">
        {text}
        <CopyButton
          text={value}
          labels={{
            copy: labels.copy,
            copied: labels.copied,
            selected: labels.selected,
            failed: labels.failed,
            name: names?.copy,
          }}
          hideLabel={compact}
          variant="ghost"
        />
      </span>
    );
  }
  return (
    <SecretField
      value={value}
      label={label}
      hideLabel
      labels={{ ...labels, copyName: names?.copy, revealName: names?.reveal, hideName: names?.hide }}
      timeout={timeout}
      defaultRevealed={revealed}
      compact={compact}
    />
  );
}
