import { ISLAND_BUILD_ATTRIBUTE, ISLAND_MODULE_ATTRIBUTE, ISLAND_TAG } from './island-markup';
import { islandExposes, islandsInPage } from './section-build';

describe("a section's islands", () => {
  it('are exposed under their declared names', () => {
    expect(islandExposes({ ContactForm: './src/exposes/contact-form-island.tsx' })).toEqual({
      './ContactForm': './src/exposes/contact-form-island.tsx',
    });
  });

  it('are read from a rendered page by owner and module, once each, whatever the attributes around them', () => {
    const island = (name: string) =>
      `<${ISLAND_TAG} ${ISLAND_BUILD_ATTRIBUTE}="abc" ${ISLAND_MODULE_ATTRIBUTE}="${name}"><form></form></${ISLAND_TAG}>`;
    const page = `<main>${island('forms/ContactForm')}<p data-island="not/AnIsland"></p>${island('home/ShowAllServices')}${island('forms/ContactForm')}</main>`;
    expect(islandsInPage(page)).toEqual(['forms/ContactForm', 'home/ShowAllServices']);
  });
});
