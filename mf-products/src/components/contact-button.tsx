import { Button, type ButtonProps } from '@mui/material';
import { useGoToSection } from '@site/platform';

type ContactButtonProps = Omit<ButtonProps, 'onClick' | 'href'>;

/** An action that takes the visitor to the contact section of the home page (/#contact). */
export function ContactButton(props: ContactButtonProps) {
  const goToSection = useGoToSection();
  return <Button variant="contained" {...props} onClick={() => goToSection('contact')} />;
}
