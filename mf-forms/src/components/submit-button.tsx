import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  sending: boolean;
  /** What the button reads while idle, and while the form is being sent. */
  label: string;
  sendingLabel: string;
  icon: ReactNode;
}

/** The form's submit button: disabled, with a spinner and its sending text, while the lead is on its way. */
export function SubmitButton({ sending, label, sendingLabel, icon }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending}
      startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : icon}
      sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 220 }, py: 1.5 }}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
