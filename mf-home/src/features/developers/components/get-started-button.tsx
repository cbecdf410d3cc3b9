import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ContactButton } from '@site/platform';

const GET_STARTED = { message: "I'd like to talk to one of your developers about a project." };

/** 'Get Started Today': scrolls to the contact form with a first line written. */
export function GetStartedButton() {
  return (
    <ContactButton variant="contained" size="large" endIcon={<ArrowForwardIcon />} intent={GET_STARTED}>
      Get Started Today
    </ContactButton>
  );
}
