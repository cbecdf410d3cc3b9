import type { Service } from '@site/contracts';

/**
 * Fixture data the sections' parts pages share (`/_parts/<section>`): a service as the catalogue
 * and the home page show it, and one whose every text is as long as a real one gets. Never read
 * from the API: a parts page shows the same states whatever the database holds.
 */
export const PART_FIXTURE_SERVICE: Service = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Risk Manager',
  description: 'A risk register on Power Apps with 5x5 scoring and Power BI heatmaps.',
  category: 'Risk',
  icon: 'fas fa-shield-alt',
  features: ['5x5 and 3x3 scoring', 'Six templates', 'Power BI heatmaps'],
  priceRangeMin: 2500,
  priceRangeMax: 12000,
  color: 'cyan',
};

/** The service with long texts, in `color`: where a card's layout breaks, if it does. */
export function longFixtureService(color: Service['color']): Service {
  return {
    ...PART_FIXTURE_SERVICE,
    id: '00000000-0000-4000-8000-000000000102',
    name: 'Enterprise Governance, Risk and Compliance Management Suite for Regulated Industries',
    description:
      'A risk register, a policy library, read receipts, audit trails, approvals, escalations and board reporting on Power Apps, Power Automate and Power BI, with every control mapped to ISO 27001, SOC 2 and the UK GDPR, for organisations with thousands of users.',
    features: [
      '5x5 and 3x3 scoring',
      'Six templates',
      'Power BI heatmaps',
      'Approvals and escalations',
      'Audit trails',
    ],
    color,
  };
}
