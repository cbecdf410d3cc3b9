import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

type DemoButtonProps = Omit<ButtonProps<typeof RouterLink>, 'component' | 'to'>;

/** 'Book a Demo': a link to the demo booking page. */
export function DemoButton({ children = 'Book a Demo', ...props }: DemoButtonProps) {
  return (
    <Button component={RouterLink} to="/demo" variant="outlined" {...props}>
      {children}
    </Button>
  );
}
