import { HOME_ANCHORS } from '@site/contracts';
import {
  aDeveloper,
  aProject,
  aService,
  aTestimonial,
  developerHandlers,
  fails,
  projectHandlers,
  renderWithSite,
  serviceHandlers,
  setupSiteServer,
  testimonialHandlers,
} from '@site/platform/testing';
import { screen } from '@testing-library/react';
import HomePage from './home-page';

const calls: string[] = [];
const server = setupSiteServer(
  ...developerHandlers(),
  ...serviceHandlers(),
  ...projectHandlers(),
  ...testimonialHandlers(),
);

beforeEach(() => {
  calls.length = 0;
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

describe('the home page (exposed as ./HomePage)', () => {
  it('shows the hero headline and every band, in order, with its id', async () => {
    server.use(
      ...developerHandlers([aDeveloper({ name: 'Olivia Grant' })]),
      ...serviceHandlers([aService({ name: 'Customer Portal' })]),
      ...projectHandlers([aProject({ title: 'Claims intake' })]),
      ...testimonialHandlers([aTestimonial({ clientName: 'Gareth Llewellyn' })]),
    );
    const { container } = renderWithSite(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Olivia Grant')).toBeInTheDocument();
    expect(await screen.findByText('Customer Portal')).toBeInTheDocument();
    expect(await screen.findByText('Claims intake', { ignore: 'dialog *' })).toBeInTheDocument();
    expect(await screen.findByText('Gareth Llewellyn')).toBeInTheDocument();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((band) => band.id);
    expect(ids).toEqual([
      'featured-solutions',
      HOME_ANCHORS.developers,
      HOME_ANCHORS.services,
      HOME_ANCHORS.projects,
      HOME_ANCHORS.team,
      'testimonials',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Featured Solutions',
      'Why Work With Us',
      'What We Deliver',
      'Success Stories',
      'Meet Our Expert Team',
      'Client Testimonials',
    ]);
  });

  it('paints the hero first and the bands below it right after', async () => {
    renderWithSite(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Featured Solutions' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Featured Solutions' })).toBeInTheDocument();
  });

  it('reads each resource once, by GET', async () => {
    renderWithSite(<HomePage />);
    await screen.findAllByTestId('testimonial-card');
    await screen.findAllByTestId('developer-card');
    expect([...calls].sort()).toEqual([
      'GET /api/developers',
      'GET /api/projects',
      'GET /api/services',
      'GET /api/testimonials',
    ]);
  });

  it('keeps the rest of the page when one read fails', async () => {
    server.use(fails('/api/services', 500));
    renderWithSite(<HomePage />);
    expect(await screen.findByText(/couldn't load the services/)).toBeInTheDocument();
    expect(await screen.findAllByTestId('developer-card')).toHaveLength(1);
    expect(screen.getAllByTestId('team-member-card')).toHaveLength(3);
  });
});
