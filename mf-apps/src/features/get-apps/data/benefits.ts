import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';

export interface Benefit {
  title: string;
  text: string;
  Icon: typeof RocketLaunchIcon;
}

/** Why a buyer gets their apps from us: the four benefit cards of /get-apps. */
export const BENEFITS: readonly Benefit[] = [
  {
    title: 'Live in Weeks, Not Months',
    text: 'Each app starts from a tested foundation for risk, compliance, HR, finance, sales or case management, so we configure it to your processes instead of coding from scratch. Most go live in four to eight weeks.',
    Icon: RocketLaunchIcon,
  },
  {
    title: 'Built on Your Microsoft 365',
    text: 'Apps are installed in your own Microsoft 365 tenant and run on the Power Platform licences you already hold. Your data stays in your Dataverse or SharePoint, under your security and retention policies.',
    Icon: VerifiedUserIcon,
  },
  {
    title: 'AI Assistance Built In',
    text: 'Copilot, Azure OpenAI and AI Builder come ready to use: apps read invoices, summarise cases and policy changes, and answer staff questions, with a person approving every decision that matters.',
    Icon: AutoAwesomeIcon,
  },
  {
    title: 'UK-Based Support',
    text: 'Our consultants are in the UK and work UK hours. You get admin training, handover documentation and a named contact who knows your build, for support and changes after go-live.',
    Icon: SupportAgentIcon,
  },
];
