import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ButtonStatus } from './use-button-status.ts';

export interface SaveButtonProps extends Omit<ButtonProps, 'children' | 'color'> {
  status: ButtonStatus;
  /** The visible label per status, already translated. */
  labels: Record<ButtonStatus, string>;
}

/** A submit button whose label tells what happened (Loading..., Success!, Error). */
export function SaveButton({ status, labels, disabled, ...props }: SaveButtonProps) {
  const color = status === 'success' ? 'success' : status === 'error' ? 'error' : 'primary';
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      disabled={disabled || status === 'busy'}
      startIcon={status === 'busy' ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {labels[status]}
    </Button>
  );
}
