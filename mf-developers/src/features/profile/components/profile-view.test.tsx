import { switchStaticTabs } from '@site/platform';
import {
  aProject,
  aTestimonial,
  developerHandlers,
  fails,
  renderWithSite,
  setupSiteServer,
} from '@site/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amelia, DIRECTORY_DEVELOPERS, oliver } from '../../../testing/directory-developers';
import { ProfileView } from './profile-view';

const inspections = aProject({
  id: 'p-1',
  developerId: amelia.id,
  title: 'Field inspections app',
  category: 'Power Apps',
  rating: 4.8,
  description: 'Offline-first inspections for a housing association.',
  impact: 'Cut report turnaround from 5 days to same day',
  image: '/images/projects/field-inspections.svg',
  technologies: ['Power Apps', 'Dataverse', 'SharePoint'],
});
const whitfield = aTestimonial({
  id: 't-1',
  developerId: amelia.id,
  content: 'They replaced three spreadsheets and a shared inbox with one app our team actually likes using.',
  clientName: 'James Whitfield',
  clientTitle: 'Operations Director',
  clientCompany: 'Northgate Housing',
});

const server = setupSiteServer(
  ...developerHandlers(DIRECTORY_DEVELOPERS, { projects: [inspections], testimonials: [whitfield] }),
);

/** The tab the address keeps (the page's inline script replaces the browser's address). */
const tabInAddress = () => new URLSearchParams(window.location.search).get('tab');

// The shell runs the tabs' script on every page, the browser-rendered ones too.
let stopTabs: () => void;
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  stopTabs = switchStaticTabs();
});
afterEach(() => stopTabs());

function renderProfile(route: string) {
  return renderWithSite(<ProfileView />, { route, path: '/developer/:id?' });
}

async function profileOf(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('/developer/:id', () => {
  it('shows who the developer is, what they cost and how to reach them, and names them in the page title', async () => {
    renderProfile(`/developer/${amelia.id}`);
    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();
    await profileOf('Amelia Hart');
    expect(screen.getByRole('img', { name: 'Portrait of Amelia Hart' })).toHaveAttribute('src', amelia.profileImage);
    expect(screen.getByText('Senior Power Platform Architect')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5 from 87 reviews' })).toBeInTheDocument();
    const facts = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Hourly rate', '$145/hr'],
      ['Experience', '12 years'],
      ['Response time', '2-4 hours'],
      ['Projects completed', '25+'],
    ]);
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Amelia' })).toHaveAttribute('href', `mailto:${amelia.email}`);
    expect(document.title).toBe('Amelia Hart | PowerAI Consulting');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Senior Power Platform Architect'),
    );
  });

  it('opens on Overview: the description, every skill and the certifications', async () => {
    renderProfile(`/developer/${amelia.id}`);
    await profileOf('Amelia Hart');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(panel).getByText(amelia.description)).toBeInTheDocument();
    const skills = within(within(panel).getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((skill) => skill.textContent)).toEqual(amelia.skills);
    expect(within(panel).getByText('PL-600: Power Platform Solution Architect Expert')).toBeInTheDocument();
  });

  it('says so when a developer lists no certifications', async () => {
    renderProfile(`/developer/${oliver.id}`);
    await profileOf('Oliver Bennett');
    expect(screen.getByText('No certifications listed.')).toBeInTheDocument();
    expect(screen.getByText('Busy')).toBeInTheDocument();
  });

  it('switches to Projects, keeping the tab in the address, and shows each project', async () => {
    renderProfile(`/developer/${amelia.id}`);
    await profileOf('Amelia Hart');
    await userEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(tabInAddress()).toBe('projects');
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Projects' });
    expect(await within(panel).findByRole('heading', { level: 3, name: 'Field inspections app' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Screenshot of Field inspections app' })).toHaveAttribute(
      'src',
      inspections.image,
    );
    expect(within(panel).getByTestId('project-category')).toHaveTextContent('Power Apps');
    expect(within(panel).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(panel).getByText(inspections.description)).toBeInTheDocument();
    expect(within(panel).getByText(inspections.impact)).toBeInTheDocument();
    const technologies = within(within(panel).getByRole('list', { name: 'Technologies' })).getAllByRole('listitem');
    expect(technologies.map((item) => item.textContent)).toEqual(['Power Apps', 'Dataverse', 'SharePoint']);
    expect(screen.queryByRole('tabpanel', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('switches to Testimonials and shows what clients said', async () => {
    renderProfile(`/developer/${amelia.id}`);
    await profileOf('Amelia Hart');
    await userEvent.click(screen.getByRole('tab', { name: 'Testimonials' }));
    expect(tabInAddress()).toBe('testimonials');
    const panel = screen.getByRole('tabpanel', { name: 'Testimonials' });
    expect(await within(panel).findByText(whitfield.content)).toBeInTheDocument();
    expect(within(panel).getByText('James Whitfield')).toBeInTheDocument();
    expect(within(panel).getByText('Operations Director, Northgate Housing')).toBeInTheDocument();
  });

  it('opens the tab the address names, and Overview again leaves the plain address', async () => {
    window.history.replaceState(null, '', `/developer/${amelia.id}?tab=testimonials`);
    renderProfile(`/developer/${amelia.id}?tab=testimonials`);
    await profileOf('Amelia Hart');
    expect(screen.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(whitfield.content)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, the panel following', async () => {
    renderProfile(`/developer/${amelia.id}`);
    await profileOf('Amelia Hart');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Projects' })).findByText(inspections.title),
    ).toBeInTheDocument();
  });

  it('says when there are no projects or testimonials yet', async () => {
    renderProfile(`/developer/${oliver.id}?tab=projects`);
    expect(await screen.findByText('No projects available yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Testimonials' }));
    expect(await screen.findByText('No testimonials available yet.')).toBeInTheDocument();
  });

  it('offers a retry when the projects cannot be read', async () => {
    server.use(fails('/api/developers/:id/projects', 503, { once: true }));
    renderProfile(`/developer/${amelia.id}?tab=projects`);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Field inspections app' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown developer (404)', '/developer/99999999-9999-4999-8999-999999999999'],
    ['a malformed id (400)', '/developer/not-a-uuid'],
    ['no id at all', '/developer'],
  ])('says Developer Not Found for %s, with a way back to the directory', async (_case, route) => {
    renderProfile(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The developer you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Developers' })).toHaveAttribute('href', '/developers');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(document.title).toBe('Developer Not Found | PowerAI Consulting');
  });

  it('offers a retry, not Developer Not Found, when the server fails', async () => {
    server.use(fails('/api/developers/:id', 503, { once: true }));
    renderProfile(`/developer/${amelia.id}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Developer Not Found')).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(await profileOf('Amelia Hart')).toBeInTheDocument();
  });

  it('shows the next developer, never the previous one, when the address changes', async () => {
    const { router } = renderProfile(`/developer/${amelia.id}`);
    await profileOf('Amelia Hart');
    await act(() => router.navigate(`/developer/${oliver.id}`));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Amelia Hart' })).not.toBeInTheDocument(),
    );
    expect(await profileOf('Oliver Bennett')).toBeInTheDocument();
  });
});
