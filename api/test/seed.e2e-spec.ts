import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEVELOPER_DESCRIPTION_LIMIT, PROJECT_CATEGORIES, SERVICE_ICONS } from '@site/contracts';
import { REPO_ROOT } from '../src/config/repo-root.js';
import { seedPictures } from '../src/database/seed/seed-pictures.js';
import { developerSchema, projectSchema, serviceSchema, testimonialSchema } from '../src/docs/resource-schemas.js';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const PUBLIC_DIR = join(REPO_ROOT, 'shell', 'public');
const SVG_SIZE_LIMIT_BYTES = 3 * 1024;

const PRE_BUILT_APPS = [
  'Risk Management Suite',
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
  it('spread six case studies over the three categories, each with an impact', async () => {
    const projects = expectShape(projectSchema.array(), await get('/api/projects'));
    expect(new Set(projects.map((project) => project.category))).toEqual(new Set(PROJECT_CATEGORIES));
    expect(projects.map((project) => project.impact)).toContain('Cut month-end close from 9 days to 4');
  });

  it('have four testimonials from named clients', async () => {
    const testimonials = expectShape(testimonialSchema.array(), await get('/api/testimonials'));
    expect(testimonials).toHaveLength(4);
    expect(new Set(testimonials.map((testimonial) => testimonial.developerId)).size).toBe(4);
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
