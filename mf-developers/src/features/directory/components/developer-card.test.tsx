import { DEVELOPER_DESCRIPTION_LIMIT } from '@site/contracts';
import { aDeveloper, renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { DeveloperCard } from './developer-card';

const LONG_DESCRIPTION =
  'Designs Dataverse-backed Power Apps for regulated industries, with Azure OpenAI assistants that summarise cases and draft responses for caseworkers.';

describe('DeveloperCard', () => {
  it('shows the portrait, name, title, rating with reviews, rate in dollars and availability', () => {
    const developer = aDeveloper({ hourlyRate: 145, rating: 4.9, reviewCount: 87, availability: 'busy' });
    renderWithSite(<DeveloperCard developer={developer} />);
    const portrait = screen.getByRole('img', { name: `Portrait of ${developer.name}` });
    expect(portrait).toHaveAttribute('src', developer.profileImage);
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(portrait).toHaveAttribute('width', '72');
    expect(portrait).toHaveAttribute('height', '72');
    expect(screen.getByRole('heading', { level: 2, name: developer.name })).toBeInTheDocument();
    expect(screen.getByText(developer.title)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5 from 87 reviews' })).toBeInTheDocument();
    expect(screen.getByText('$145/hr')).toBeInTheDocument();
    expect(screen.getByText('Busy')).toBeInTheDocument();
  });

  it('links to the profile with one link named for the developer', () => {
    const developer = aDeveloper();
    renderWithSite(<DeveloperCard developer={developer} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(developer.name);
    expect(links[0]).toHaveAttribute('href', `/developer/${developer.id}`);
  });

  it(`cuts the description at ${DEVELOPER_DESCRIPTION_LIMIT} characters`, () => {
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(DEVELOPER_DESCRIPTION_LIMIT);
    renderWithSite(<DeveloperCard developer={aDeveloper({ description: LONG_DESCRIPTION })} />);
    const shown = screen.getByTestId('developer-description').textContent ?? '';
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(DEVELOPER_DESCRIPTION_LIMIT);
    expect(LONG_DESCRIPTION.startsWith(shown.replace(/\.\.\.$/, ''))).toBe(true);
    expect(screen.queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
  });

  it('shows a short description whole', () => {
    renderWithSite(<DeveloperCard developer={aDeveloper({ description: 'Builds Power BI reports.' })} />);
    expect(screen.getByTestId('developer-description')).toHaveTextContent(/^Builds Power BI reports\.$/);
  });

  it('shows at most 4 skill badges and says how many more there are', () => {
    const skills = ['Power Apps', 'Dataverse', 'Azure OpenAI', 'Power Automate', 'TypeScript', 'C#'];
    renderWithSite(<DeveloperCard developer={aDeveloper({ skills })} />);
    const badges = within(screen.getByRole('list', { name: 'Skills' }));
    for (const skill of skills.slice(0, 4)) expect(badges.getByText(skill)).toBeInTheDocument();
    expect(badges.queryByText('TypeScript')).not.toBeInTheDocument();
    expect(badges.queryByText('C#')).not.toBeInTheDocument();
    expect(badges.getByText('+2 more')).toBeInTheDocument();
  });

  it('shows every skill when there are 4 or fewer', () => {
    renderWithSite(<DeveloperCard developer={aDeveloper({ skills: ['Power BI', 'DAX'] })} />);
    const badges = within(screen.getByRole('list', { name: 'Skills' }));
    expect(badges.getByText('Power BI')).toBeInTheDocument();
    expect(badges.getByText('DAX')).toBeInTheDocument();
    expect(badges.queryByText(/more$/)).not.toBeInTheDocument();
  });
});
