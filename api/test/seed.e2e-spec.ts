import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONTACT_OPTION_OF_PRODUCT,
  DEVELOPER_DESCRIPTION_LIMIT,
  type Developer,
  PRICES_GBP,
  PRODUCT_NAMES,
  PROJECT_CATEGORIES,
  SERVICE_ICONS,
  SERVICE_NEEDED_OPTIONS,
} from '@site/contracts';
import { developerSchema, projectSchema, serviceSchema, testimonialSchema } from '@site/contracts/response-schemas';
import type { DataSource } from 'typeorm';
import { REPO_ROOT } from '../src/config/repo-root.js';
import { PORTFOLIOS_UPDATE, updateSeededContent } from '../src/database/seed/content-updates.js';
import { seedPictures } from '../src/database/seed/seed-pictures.js';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const PUBLIC_DIR = join(REPO_ROOT, 'shell', 'public');
const SVG_SIZE_LIMIT_BYTES = 3 * 1024;

const PRE_BUILT_APPS = [
  'Risk Manager',
  'Compliance Document Management',
  'HR Management Suite',
  'Invoice & Expense Tracker',
  'Sales Analytics Dashboard',
  'Customer Portal',
  'Mediation & Dispute Resolution',
];

const api = useTestApp();

const get = async (path: string) => (await api().http().get(path).expect(200)).body;

describe('seeded developers', () => {
  it('are a believable bench of at least 8 Power Platform and AI specialists', async () => {
    const developers = expectShape(developerSchema.array(), await get('/api/developers'));
    expect(developers.length).toBeGreaterThanOrEqual(8);
    for (const developer of developers) {
      expect(developer.hourlyRate).toBeGreaterThanOrEqual(85);
      expect(developer.hourlyRate).toBeLessThanOrEqual(185);
      expect(developer.rating).toBeGreaterThanOrEqual(4.5);
      expect(developer.rating).toBeLessThanOrEqual(5);
      expect(developer.yearsExperience).toBeGreaterThanOrEqual(4);
      expect(developer.yearsExperience).toBeLessThanOrEqual(18);
      expect(developer.reviewCount).toBeGreaterThan(0);
      // Long enough that the directory's cut at 120 characters shows.
      expect(developer.description.length).toBeGreaterThan(DEVELOPER_DESCRIPTION_LIMIT);
      expect(developer.description.length).toBeGreaterThanOrEqual(150);
      expect(developer.description.length).toBeLessThanOrEqual(300);
      expect(developer.email).toMatch(/@powerai-consulting\.co\.uk$/);
      expect(developer.profileImage).toMatch(/^\/images\/developers\/[a-z-]+\.svg$/);
      for (const certification of developer.certifications ?? []) {
        expect(certification).toMatch(/^(PL|AI|DP|AZ|MS|MB)-\d{3}: .+/);
      }
    }
    const availability = new Set(developers.map((developer) => developer.availability));
    expect([...availability].sort()).toEqual(['available', 'busy']);
    const skills = new Set(developers.flatMap((developer) => developer.skills));
    for (const skill of ['Power Apps', 'Power Automate', 'Power BI', 'Power Pages', 'Dataverse', 'Azure OpenAI']) {
      expect(skills).toContain(skill);
    }
    for (const skill of ['Copilot Studio', 'SharePoint', 'Dynamics 365', 'DAX', 'SQL', 'C#', 'TypeScript']) {
      expect(skills).toContain(skill);
    }
  });
});

describe('seeded services', () => {
  it('include the seven pre-built apps, each with features, a price range, an icon and a colour', async () => {
    const services = expectShape(serviceSchema.array(), await get('/api/services'));
    expect(services.map((service) => service.name).sort()).toEqual(expect.arrayContaining(PRE_BUILT_APPS.sort()));
    for (const service of services) {
      expect(SERVICE_ICONS).toContain(service.icon);
      expect(service.category.length).toBeGreaterThan(0);
      expect(service.priceRangeMin).toBeGreaterThan(0);
    }
  });
});

describe('seeded projects and testimonials', () => {
  it('spread the case studies over the three categories, each with an impact', async () => {
    const projects = expectShape(projectSchema.array(), await get('/api/projects'));
    expect(new Set(projects.map((project) => project.category))).toEqual(new Set(PROJECT_CATEGORIES));
    expect(projects.map((project) => project.impact)).toContain('Cut month-end close from 9 days to 4');
  });

  it('give every developer case studies and testimonials of their own, more of them with more experience', async () => {
    const developers = expectShape(developerSchema.array(), await get('/api/developers'));
    const portfolios = await Promise.all(
      developers.map(async (developer) => ({
        developer,
        projects: expectShape(projectSchema.array(), await get(`/api/developers/${developer.id}/projects`)),
        testimonials: expectShape(testimonialSchema.array(), await get(`/api/developers/${developer.id}/testimonials`)),
      })),
    );
    for (const { developer, projects, testimonials } of portfolios) {
      expect({ name: developer.name, projects: projects.length > 0, testimonials: testimonials.length > 0 }).toEqual({
        name: developer.name,
        projects: true,
        testimonials: true,
      });
    }
    const byExperience = [...portfolios].sort((a, b) => a.developer.yearsExperience - b.developer.yearsExperience);
    for (const [index, { developer, projects, testimonials }] of byExperience.entries()) {
      const previous = byExperience[index - 1];
      if (!previous) continue;
      // Someone with more years never shows less work than someone with fewer.
      expect({ name: developer.name, moreProjects: projects.length >= previous.projects.length }).toEqual({
        name: developer.name,
        moreProjects: true,
      });
      expect({ name: developer.name, moreQuotes: testimonials.length >= previous.testimonials.length }).toEqual({
        name: developer.name,
        moreQuotes: true,
      });
    }
  });

  it('build each case study with the skills of the developer who led it', async () => {
    const developers = new Map(
      expectShape(developerSchema.array(), await get('/api/developers')).map((developer) => [developer.id, developer]),
    );
    for (const project of expectShape(projectSchema.array(), await get('/api/projects'))) {
      const skills = developers.get(project.developerId)?.skills ?? [];
      const shared = project.technologies.filter((technology) => skills.includes(technology));
      expect({ project: project.title, sharedSkills: shared.length >= 2 }).toEqual({
        project: project.title,
        sharedSkills: true,
      });
    }
  });

  it('quote clients who name the developer they worked with, and no other', async () => {
    const developers = expectShape(developerSchema.array(), await get('/api/developers'));
    const firstNameOf = (developer: Developer) => developer.name.split(' ')[0] ?? '';
    for (const testimonial of expectShape(testimonialSchema.array(), await get('/api/testimonials'))) {
      const named = developers
        .filter((developer) => new RegExp(`\\b${firstNameOf(developer)}\\b`).test(testimonial.content))
        .map((developer) => developer.id);
      expect({ client: testimonial.clientName, names: named }).toEqual({
        client: testimonial.clientName,
        names: [testimonial.developerId],
      });
    }
  });
});

/** "James O'Connor" -> ['james', 'oconnor']: how the consultancy spells a name in addresses. */
const nameParts = (name: string) =>
  name
    .toLowerCase()
    .replaceAll("'", '')
    .split(/[^a-z]+/)
    .filter(Boolean);

describe('the fixed figures and addresses of the seed', () => {
  it('give each developer an address and a picture spelt from their name', async () => {
    for (const developer of expectShape(developerSchema.array(), await get('/api/developers'))) {
      expect(developer.email).toBe(`${nameParts(developer.name).join('.')}@powerai-consulting.co.uk`);
      expect(developer.profileImage).toBe(`/images/developers/${nameParts(developer.name).join('-')}.svg`);
    }
    for (const testimonial of expectShape(testimonialSchema.array(), await get('/api/testimonials'))) {
      expect(testimonial.clientImage).toBe(`/images/clients/${nameParts(testimonial.clientName).join('-')}.svg`);
    }
  });

  it('state years of experience in words only as the developer has them', async () => {
    const numbers = [
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
      'fourteen',
      'fifteen',
      'sixteen',
      'seventeen',
      'eighteen',
    ];
    for (const developer of expectShape(developerSchema.array(), await get('/api/developers'))) {
      const stated = new RegExp(`\\b(${numbers.join('|')}|\\d+) years\\b`, 'i').exec(developer.description)?.[1];
      if (stated === undefined) continue;
      const years = /^\d+$/.test(stated) ? Number(stated) : numbers.indexOf(stated.toLowerCase()) + 4;
      expect({ name: developer.name, years }).toEqual({ name: developer.name, years: developer.yearsExperience });
    }
  });

  it('call the products by their one name, priced as the product pages price them', async () => {
    const services = expectShape(serviceSchema.array(), await get('/api/services'));
    const byName = new Map(services.map((service) => [service.name, service]));
    expect(byName.get(PRODUCT_NAMES.riskManager)).toMatchObject({
      priceRangeMin: PRICES_GBP.riskRegisterSharePoint,
      priceRangeMax: PRICES_GBP.riskRegisterDataverse,
    });
    expect(byName.get(PRODUCT_NAMES.complianceDocs)).toMatchObject({
      priceRangeMin: PRICES_GBP.complianceDocsSharePoint,
      priceRangeMax: PRICES_GBP.complianceDocsDataverse,
    });
    expect(byName.has('Risk Management Suite')).toBe(false);
    // Every app is either a contact-form option itself or a product of the consultancy's own.
    const products: readonly string[] = Object.values(PRODUCT_NAMES);
    for (const name of byName.keys()) {
      expect({
        name,
        known: (SERVICE_NEEDED_OPTIONS as readonly string[]).includes(name) || products.includes(name),
      }).toEqual({ name, known: true });
    }
    expect(CONTACT_OPTION_OF_PRODUCT[PRODUCT_NAMES.riskManager]).toBe('Risk Management Suite');
  });
});

describe('seed pictures', () => {
  it('are every image the seed refers to, served by the site itself', async () => {
    const paths = [
      ...expectShape(developerSchema.array(), await get('/api/developers')).map((item) => item.profileImage),
      ...expectShape(projectSchema.array(), await get('/api/projects')).map((item) => item.image),
      ...expectShape(testimonialSchema.array(), await get('/api/testimonials')).map((item) => item.clientImage),
    ];
    expect(paths.sort()).toEqual(
      seedPictures()
        .map((picture) => picture.path)
        .sort(),
    );
    for (const path of paths) expect(path).toMatch(/^\/images\/(developers|projects|clients)\/[a-z0-9-]+\.svg$/);
  });

  it.each(seedPictures().map((picture) => [picture.path, picture.svg]))(
    '%s is on disk as generated, small, with a width and height',
    async (path, svg) => {
      const file = join(PUBLIC_DIR, path);
      expect((await stat(file)).size).toBeLessThan(SVG_SIZE_LIMIT_BYTES);
      const onDisk = await readFile(file, 'utf8');
      expect(onDisk.trim()).toBe(svg);
      expect(onDisk).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' width='\d+' height='\d+' viewBox=/);
      expect(onDisk).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    },
  );
});

describe('a database seeded by an earlier release', () => {
  const dataSource = () => api().app.get<DataSource>(DataSourceToken);
  let DataSourceToken: typeof DataSource;
  beforeAll(async () => {
    DataSourceToken = (await import('typeorm')).DataSource;
  });

  const counts = async () => {
    const [row] = await api().db.query<{ projects: string; testimonials: string }>(
      'SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM testimonials) AS testimonials',
    );
    return { projects: Number(row?.projects), testimonials: Number(row?.testimonials) };
  };

  it('was already brought up to date on a fresh database: the step finds nothing to add', async () => {
    expect(await api().db.query('SELECT name FROM seed_runs ORDER BY name')).toEqual([
      { name: PORTFOLIOS_UPDATE },
      { name: 'initial-content' },
    ]);
  });

  it('gets the portfolios and the product name it lacks, once, and keeps content that is not the seed', async () => {
    const complete = await counts();
    const [tom] = await api().db.query<{ id: string }>(
      "SELECT id FROM developers WHERE email = 'tom.whitfield@powerai-consulting.co.uk'",
    );
    // As an earlier release left it: Tom without work to show, the old product name, the step not yet run.
    await api().db.query('DELETE FROM projects WHERE developer_id = $1', [tom?.id]);
    await api().db.query('DELETE FROM testimonials WHERE developer_id = $1', [tom?.id]);
    await api().db.query("UPDATE services SET name = 'Risk Management Suite' WHERE name = $1", [
      PRODUCT_NAMES.riskManager,
    ]);
    await api().db.query('DELETE FROM seed_runs WHERE name = $1', [PORTFOLIOS_UPDATE]);
    const [other] = await api().db.query<{ id: string }>(
      "SELECT id FROM developers WHERE email = 'grace.liu@powerai-consulting.co.uk'",
    );
    await api().db.query(
      `INSERT INTO projects (title, description, category, image, rating, impact, developer_id, technologies)
       VALUES ('Added by hand', 'A project the consultancy added itself.', 'Power Apps', '/images/projects/x.svg', 4, 'Some', $1, '{}')`,
      [other?.id],
    );

    try {
      const outcome = await updateSeededContent(dataSource());
      expect(outcome).toEqual({ ran: true, renamedServices: 1, projects: 3, testimonials: 2 });
      expect(await counts()).toEqual({ projects: complete.projects + 1, testimonials: complete.testimonials });
      expect(
        await api().db.query('SELECT count(*)::int AS n FROM services WHERE name = $1', [PRODUCT_NAMES.riskManager]),
      ).toEqual([{ n: 1 }]);
      expect((await updateSeededContent(dataSource())).ran).toBe(false);
      expect(await counts()).toEqual({ projects: complete.projects + 1, testimonials: complete.testimonials });
    } finally {
      await api().db.query("DELETE FROM projects WHERE title = 'Added by hand'");
    }
  });
});
