import { PRODUCT_NAMES, SERVICE_ICONS, SERVICE_NEEDED_OPTIONS } from '@site/contracts';
import { serviceSchema } from '@site/contracts/response-schemas';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const api = useTestApp();

describe('GET /api/services', () => {
  it('lists the pre-built apps with the fields the cards show and a price range', async () => {
    const response = await api().http().get('/api/services').expect(200);
    const services = expectShape(serviceSchema.array(), response.body);
    const names = services.map((service) => service.name);
    // The contact options that are apps, with the risk product under its one name.
    const apps = SERVICE_NEEDED_OPTIONS.filter((option) => option !== 'Multiple Apps').map((option) =>
      option === 'Risk Management Suite' ? PRODUCT_NAMES.riskManager : option,
    );
    expect(names).toEqual(expect.arrayContaining([...apps, PRODUCT_NAMES.complianceDocs]));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('uses only the icons and colours the site can draw, and numbers for prices', async () => {
    const services = expectShape(serviceSchema.array(), (await api().http().get('/api/services')).body);
    for (const service of services) {
      expect(SERVICE_ICONS).toContain(service.icon);
      expect(['cyan', 'purple', 'green']).toContain(service.color);
      expect(typeof service.priceRangeMin).toBe('number');
      expect(service.priceRangeMin).toBeLessThanOrEqual(service.priceRangeMax);
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.features.length).toBeLessThanOrEqual(6);
    }
    const byName = new Map(services.map((service) => [service.name, service]));
    expect(byName.get('Sales Analytics Dashboard')?.icon).toBe('fas fa-chart-bar');
    expect(byName.get('Customer Portal')?.icon).toBe('fas fa-globe');
    expect(byName.get(PRODUCT_NAMES.riskManager)).toMatchObject({ priceRangeMin: 2500, priceRangeMax: 3500 });
  });
});
