import { HOME_SKELETON_COUNTS } from '@site/contracts';
import { aDeveloper, renderWithSite } from '@site/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { WithTargets } from '../../../testing/anchor-targets';
import {
  fails,
  heightRules,
  neverAnswers,
  recordScrolls,
  setupHomeServer,
  shownAtWidth,
  splitHeights,
  WIDTHS,
} from '../../../testing/home-test-kit';
import { DevelopersSection } from './developers-band';

const amelia = aDeveloper({
  id: 'dev-1',
  name: 'Amelia Hart',
  title: 'Senior Power Platform Architect',
  rating: 4.9,
  reviewCount: 87,
  profileImage: '/images/developers/amelia-hart.svg',
  skills: ['Power Apps', 'Dataverse', 'Azure OpenAI', 'Power Automate', 'TypeScript'],
});
const oliver = aDeveloper({ id: 'dev-2', name: 'Oliver Bennett', title: 'Data Lead', skills: ['SQL'] });

const server = setupHomeServer(http.get('*/api/developers', () => HttpResponse.json([amelia])));

function renderSection() {
  return renderWithSite(
    <WithTargets>
      <DevelopersSection />
    </WithTargets>,
  );
}

describe('developers (#developers)', () => {
  it('is the #developers section headed Why Work With Us, with its subtitle', async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia])));
    const { container } = renderSection();
    const section = screen.getByRole('region', { name: 'Why Work With Us' });
    expect(section).toHaveAttribute('id', 'developers');
    expect(container.querySelector('#developers')).toBe(section);
    expect(within(section).getByRole('heading', { level: 2, name: 'Why Work With Us' })).toBeInTheDocument();
    expect(
      within(section).getByText(/enterprise AI and Power Platform solutions with measurable ROI/),
    ).toBeInTheDocument();
    await screen.findByText('Amelia Hart');
  });

  it(`shows ${HOME_SKELETON_COUNTS.developers} placeholders the size of a card while loading`, () => {
    server.use(neverAnswers('/api/developers'));
    renderSection();
    const placeholders = screen.getAllByTestId('card-skeleton');
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) expect(placeholder).toHaveAttribute('data-shape', 'avatar');
    expect(screen.getByRole('status')).toHaveTextContent('Loading developers...');
  });

  it('sizes the placeholders like the cards, so nothing shifts when they arrive, and lets a lone card take its height', async () => {
    server.use(
      http.get('*/api/developers', async () => {
        await delay(30);
        return HttpResponse.json([amelia]);
      }),
    );
    renderSection();
    const placeholderHeights = heightRules(screen.getAllByTestId('card-skeleton')[0] as HTMLElement);
    const card = await screen.findByTestId('developer-card');
    // Side by side, card and placeholder are exactly as tall; alone in a column the card takes its content's height.
    expect(splitHeights(placeholderHeights).inRows).not.toEqual([]);
    expect(splitHeights(heightRules(card)).inRows).toEqual(splitHeights(placeholderHeights).inRows);
    expect(splitHeights(heightRules(card)).alone).toEqual(['(min-width:0px) auto']);
  });

  it('gives each developer a card: picture, name, title, stars with rating and reviews, description', async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia, oliver])));
    renderSection();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    const image = within(card).getByRole('img', { name: 'Portrait of Amelia Hart' });
    expect(image).toHaveAttribute('src', '/images/developers/amelia-hart.svg');
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '96');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('heading', { level: 3, name: 'Amelia Hart' })).toBeInTheDocument();
    expect(within(card).getByText('Senior Power Platform Architect')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.9 out of 5 from 87 reviews' })).toBeInTheDocument();
    expect(within(card).getByTestId('rating-stars').querySelectorAll('[data-star]')).toHaveLength(5);
    expect(within(card).getByText(amelia.description)).toBeInTheDocument();
    expect(screen.getAllByTestId('developer-card')).toHaveLength(2);
  });

  it('shows at most 4 skill badges', async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia])));
    renderSection();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    const skills = within(within(card).getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((item) => item.textContent)).toEqual([
      'Power Apps',
      'Dataverse',
      'Azure OpenAI',
      'Power Automate',
    ]);
    expect(within(card).queryByText('TypeScript')).not.toBeInTheDocument();
  });

  it("labels the cards 'Benefit #n' counting from 1", async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia, oliver])));
    renderSection();
    expect(
      within(await screen.findByRole('article', { name: 'Amelia Hart' })).getByText('Benefit #1'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Oliver Bennett' })).getByText('Benefit #2')).toBeInTheDocument();
  });

  it("'View Apps' scrolls to #services and 'Get Started Today' to #contact", async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia])));
    const scrolls = recordScrolls();
    renderSection();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    await userEvent.click(within(card).getByRole('button', { name: /^View Apps/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Today' }));
    expect(scrolls.ids).toEqual(['services', 'contact']);
    scrolls.restore();
  });

  it("opens each developer's profile from the card, and the whole directory from the section", async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia, oliver])));
    const { router } = renderSection();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    expect(within(card).getByRole('link', { name: 'Amelia Hart' })).toHaveAttribute('href', '/developer/dev-1');
    expect(screen.getByRole('link', { name: 'Browse all developers' })).toHaveAttribute('href', '/developers');
    await userEvent.click(within(card).getByRole('link', { name: 'Amelia Hart' }));
    expect(router.state.location.pathname).toBe('/developer/dev-1');
  });

  it('shows whole rows of developers: three on a phone, four on a tablet, six wider up', async () => {
    const bench = Array.from({ length: 10 }, (_, index) =>
      aDeveloper({ id: `dev-${index}`, name: `Developer ${index}`, skills: ['SQL'] }),
    );
    server.use(http.get('*/api/developers', () => HttpResponse.json(bench)));
    renderSection();
    const cards = await screen.findAllByTestId('developer-card');
    expect(cards).toHaveLength(10);
    expect(shownAtWidth(cards, WIDTHS.phone)).toHaveLength(3);
    expect(shownAtWidth(cards, WIDTHS.tablet)).toHaveLength(4);
    expect(shownAtWidth(cards, WIDTHS.desktop)).toHaveLength(6);
    expect(shownAtWidth(cards, WIDTHS.wide)).toHaveLength(6);
  });

  it('draws the initials when the picture cannot be loaded', async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia])));
    renderSection();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    fireEvent.error(within(card).getByRole('img', { name: 'Portrait of Amelia Hart' }));
    const standIn = within(card).getByRole('img', { name: 'Portrait of Amelia Hart' });
    expect(standIn.tagName).not.toBe('IMG');
    expect(standIn).toHaveTextContent('AH');
  });

  it('never loads a picture from another host', async () => {
    server.use(
      http.get('*/api/developers', () =>
        HttpResponse.json([{ ...amelia, profileImage: 'https://images.example.com/amelia.jpg' }]),
      ),
    );
    renderSection();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Portrait of Amelia Hart' })).toHaveTextContent('AH');
  });

  it('shows an error with a retry when the read fails, and the cards once the retry succeeds', async () => {
    server.use(fails('/api/developers'));
    renderSection();
    expect(await screen.findByText(/couldn't load the developers/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
    server.use(http.get('*/api/developers', () => HttpResponse.json([amelia])));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Amelia Hart' })).toBeInTheDocument();
  });

  it('says so when there are no developers', async () => {
    server.use(http.get('*/api/developers', () => HttpResponse.json([])));
    renderSection();
    expect(await screen.findByText('No developers available yet.')).toBeInTheDocument();
  });
});
