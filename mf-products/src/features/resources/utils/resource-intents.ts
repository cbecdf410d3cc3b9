import { type ContactIntent, formatGbp, type ServiceNeededOption } from '@site/contracts';
import type { Guide, ResourceTemplate } from '../data/resources-content';

/** The contact form's service nearest to a template's category or a guide's topic, where there is one. */
const SERVICE_OF_TOPIC: Readonly<Record<string, ServiceNeededOption>> = {
  Risk: 'Risk Management Suite',
  Analytics: 'Sales Analytics Dashboard',
};

function withService(topic: string, message: string): ContactIntent {
  const service = SERVICE_OF_TOPIC[topic];
  return service ? { service, message } : { message };
}

/** 'Get Template': the order, named with its price, in the first line. */
export function templateIntent(template: ResourceTemplate): ContactIntent {
  return withService(template.category, `I'd like the ${template.name} template (${formatGbp(template.priceGbp)}).`);
}

/** 'Request Guide': which guide to send. */
export function guideIntent(guide: Guide): ContactIntent {
  return withService(guide.topic, `Please send me the guide "${guide.title}".`);
}

/** 'Subscribe': the newsletter box ticked, and a first line saying so. */
export const SUBSCRIBE_INTENT: ContactIntent = {
  newsletter: true,
  message: 'Please add me to your newsletter of templates, guides and product news.',
};
