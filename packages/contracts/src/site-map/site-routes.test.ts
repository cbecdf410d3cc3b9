import { GUIDE_READ_TIME_MAX, GUIDE_READ_TIME_MIN, PRICES_GBP } from '../constants';
import { formatGbp } from '../format';
import { findRoute } from './find-route';

function routeAt(path: string) {
  const route = findRoute(path);
  if (!route) throw new Error(`no route shows ${path}`);
  return route;
}

describe('the route table as the owner of each page’s title and description', () => {
  it('names each product in its title and tells a searcher what it is', () => {
    expect(routeAt('/risk-manager').title).toBe('Risk Manager: Power Platform Risk Register');
    expect(routeAt('/compliance-docs').title).toBe('Compliance Document Management on Power Platform');
    expect(routeAt('/resources').title).toBe('Resources: Power Platform Templates and Guides');
    expect(routeAt('/pricing').title).toBe('Pricing');
  });

  it('gives the product pages’ descriptions their published edition prices', () => {
    const riskManager = routeAt('/risk-manager').description;
    expect(riskManager).toContain(`Dataverse edition ${formatGbp(PRICES_GBP.riskRegisterDataverse)}`);
    expect(riskManager).toContain(`SharePoint edition ${formatGbp(PRICES_GBP.riskRegisterSharePoint)}`);
    expect(riskManager).toContain('£3,500');
    const complianceDocs = routeAt('/compliance-docs').description;
    expect(complianceDocs).toMatch(/7-step lifecycle.*£3,000.*£2,000/);
  });

  it('describes pricing by what a quote depends on, and resources by their reading times', () => {
    expect(routeAt('/pricing').description).toContain('scope, users and integrations, timeline and support');
    expect(routeAt('/resources').description).toContain(`${GUIDE_READ_TIME_MIN} to ${GUIDE_READ_TIME_MAX} minutes`);
  });

  it('says on every information page that is not there yet that it is coming soon', () => {
    for (const path of ['/help-center', '/documentation', '/api-reference', '/contact-support', '/status']) {
      expect({ path, description: routeAt(path).description }).toEqual({
        path,
        description: expect.stringContaining('coming soon'),
      });
    }
  });
});
