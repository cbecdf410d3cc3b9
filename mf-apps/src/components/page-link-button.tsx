import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

type PageLinkButtonProps = Omit<ButtonProps<'a'>, 'href'> & {
  /** The site path the button leads to, e.g. '/demo'. */
  to: string;
};

/** A button that is a link to another page of the site, followed client-side. */
export function PageLinkButton({ to, ...props }: PageLinkButtonProps) {
  return <Button {...props} component={RouterLink} to={to} />;
}
