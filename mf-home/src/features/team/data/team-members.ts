import type { TeamMember } from '@site/contracts';
import arjunPatel from '../../../assets/team/arjun-patel.svg';
import eleanorReid from '../../../assets/team/eleanor-reid.svg';
import marcusEllison from '../../../assets/team/marcus-ellison.svg';

/** The leadership shown on the home page (spec section 3: fixed in the page, not fetched). */
export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 'marcus-ellison',
    name: 'Marcus Ellison',
    title: 'Managing Director',
    bio: 'Founded the consultancy after fifteen years leading digital transformation in financial services. Works with boards to turn AI ambitions into Power Platform roadmaps with a clear return.',
    image: marcusEllison,
    skills: ['Digital Strategy', 'AI Governance', 'Power Platform', 'Programme Leadership'],
    linkedin: 'https://www.linkedin.com/in/marcus-ellison-powerai',
    email: 'marcus.ellison@powerai-consulting.co.uk',
  },
  {
    id: 'eleanor-reid',
    name: 'Eleanor Reid',
    title: 'Director of Client Delivery',
    bio: 'Runs every engagement from discovery to hypercare. A former public-sector operations lead, she makes sure the apps we build are the ones people actually adopt.',
    image: eleanorReid,
    skills: ['Delivery Management', 'Change Management', 'Business Analysis', 'Dynamics 365'],
    linkedin: 'https://www.linkedin.com/in/eleanor-reid-powerai',
    email: 'eleanor.reid@powerai-consulting.co.uk',
  },
  {
    id: 'arjun-patel',
    name: 'Arjun Patel',
    title: 'Chief Technology Officer',
    bio: 'Sets the technical direction across Power Platform, Azure and AI. Leads our architecture reviews, ALM standards and the responsible-AI practices behind every copilot we ship.',
    image: arjunPatel,
    skills: ['Azure OpenAI', 'Dataverse', 'Power Apps', 'Azure'],
    linkedin: 'https://www.linkedin.com/in/arjun-patel-powerai',
    email: 'arjun.patel@powerai-consulting.co.uk',
  },
];
