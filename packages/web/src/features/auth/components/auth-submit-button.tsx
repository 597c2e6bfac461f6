import type { ButtonStatus } from '@/components/save-button/use-button-status.ts';

export interface AuthSubmitButtonProps {
  /** The visible label, already translated. */
  label: string;
  status?: ButtonStatus;
  disabled?: boolean;
}

/**
 * The public pages' submit button (MUI's large contained button, drawn without MUI): blue, green
 * on success, red on error, a spinner while busy.
 */
export function AuthSubmitButton({ label, status = 'idle', disabled }: AuthSubmitButtonProps) {
  const tone =
    status === 'success' ? ' sl-button--success' : status === 'error' ? ' sl-button--error' : '';
  return (
    <button type="submit" className={`sl-button${tone}`} disabled={disabled || status === 'busy'}>
      {status === 'busy' && <span className="sl-spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}
