import { aDeveloper, aProject, aService, aTestimonial, renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupHomeServer } from '../testing/home-test-kit';
import HomePage from './home-page';

const calls: string[] = [];
const server = setupHomeServer(
  http.get('*/api/developers', () => HttpResponse.json([aDeveloper()])),
  http.get('*/api/services', () => HttpResponse.json([aService()])),
  http.get('*/api/projects', () => HttpResponse.json([aProject()])),
  http.get('*/api/testimonials', () => HttpResponse.json([aTestimonial()])),
);

beforeEach(() => {
  calls.length = 0;
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

describe('the home page (exposed as ./HomePage)', () => {
  it('shows the hero headline and every section, in order, with its id', async () => {
    server.use(
      http.get('*/api/developers', () => HttpResponse.json([aDeveloper({ name: 'Olivia Grant' })])),
      http.get('*/api/services', () => HttpResponse.json([aService({ name: 'Customer Portal' })])),
      http.get('*/api/projects', () => HttpResponse.json([aProject({ title: 'Claims intake' })])),
      http.get('*/api/testimonials', () => HttpResponse.json([aTestimonial({ clientName: 'Gareth Llewellyn' })])),
    );
    const { container } = renderWithSite(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Olivia Grant')).toBeInTheDocument();
    expect(await screen.findByText('Customer Portal')).toBeInTheDocument();
    expect(await screen.findByText('Claims intake')).toBeInTheDocument();
    expect(await screen.findByText('Gareth Llewellyn')).toBeInTheDocument();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['featured-solutions', 'developers', 'services', 'projects', 'team', 'testimonials']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Featured Solutions',
      'Why Work With Us',
      'What We Deliver',
      'Success Stories',
      'Meet Our Expert Team',
      'Client Testimonials',
    ]);
  });

  it('paints the hero first and the sections below it right after', async () => {
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
    server.use(http.get('*/api/services', () => HttpResponse.text('boom', { status: 500 })));
    renderWithSite(<HomePage />);
    expect(await screen.findByText(/couldn't load the services/)).toBeInTheDocument();
    expect(await screen.findAllByTestId('developer-card')).toHaveLength(1);
    expect(screen.getAllByTestId('team-member-card')).toHaveLength(3);
  });
});
