import type { Service } from '@site/contracts';

/**
 * The services the apps pages' tests list: data only, served by `serviceHandlers(SERVICES)` of
 * @site/platform/testing.
 */

/** The first of them, for the tests of one card. */
export const RISK_SUITE: Service = {
  id: 'svc-risk',
  name: 'Risk Manager',
  description: 'A risk register on Dataverse with scoring, owners, reviews and heatmaps.',
  category: 'Governance, Risk & Compliance',
  icon: 'fas fa-chart-bar',
  features: ['5x5 and 3x3 risk scoring matrices', 'Scheduled review workflow with Teams alerts'],
  priceRangeMin: 2500,
  priceRangeMax: 3500,
  color: 'purple',
};

/** A services list with every icon and colour the spec names, and an icon and colour it does not. */
export const SERVICES: readonly Service[] = [
  RISK_SUITE,
  {
    id: 'svc-invoices',
    name: 'Invoice & Expense Tracker',
    description: 'AI Builder reads supplier invoices and receipts and routes them for approval.',
    category: 'Finance',
    icon: 'fas fa-cogs',
    features: ['AI Builder invoice and receipt extraction', 'Approval routing by cost centre and amount'],
    priceRangeMin: 3000,
    priceRangeMax: 7500,
    color: 'cyan',
  },
  {
    id: 'svc-portal',
    name: 'Customer Portal',
    description: 'A branded Power Pages portal where customers raise and track requests.',
    category: 'Customer Experience',
    icon: 'fas fa-globe',
    features: ['Case submission and live status tracking'],
    priceRangeMin: 6000,
    priceRangeMax: 15000,
    color: 'green',
  },
  {
    id: 'svc-mediation',
    name: 'Mediation & Dispute Resolution',
    description: 'Case management for mediators: intake, sessions and outcomes.',
    category: 'Legal & Mediation',
    icon: 'fas fa-rocket',
    features: ['Statutory deadline tracking and reminders'],
    priceRangeMin: 4500,
    priceRangeMax: 9000,
    color: 'magenta',
  },
];
