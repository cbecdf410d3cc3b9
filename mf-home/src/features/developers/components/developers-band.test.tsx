import { DEVELOPERS_PATH, HOME_ANCHORS, HOME_SKELETON_COUNTS } from '@site/contracts';
import {
  aDeveloper,
  answersAfter,
  developerHandlers,
  developerPageOf,
  fails,
  neverAnswers,
  renderWithSite,
  setupSiteServer,
} from '@site/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { expectCardSizedLikeItsPlaceholder, recordScrolls, shownAtWidth, WIDTHS } from '../../../testing/home-test-kit';
import { DevelopersBand } from './developers-band';

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

const server = setupSiteServer(...developerHandlers([amelia]));

function renderBand() {
  return renderWithSite(
    <WithAnchorTargets>
      <DevelopersBand />
    </WithAnchorTargets>,
  );
}

describe(`developers (#${HOME_ANCHORS.developers})`, () => {
  it(`is the #${HOME_ANCHORS.developers} band headed Why Work With Us, with its subtitle`, async () => {
    const { container } = renderBand();
    const band = screen.getByRole('region', { name: 'Why Work With Us' });
    expect(band).toHaveAttribute('id', HOME_ANCHORS.developers);
    expect(container.querySelector(`#${HOME_ANCHORS.developers}`)).toBe(band);
    expect(within(band).getByRole('heading', { level: 2, name: 'Why Work With Us' })).toBeInTheDocument();
    expect(
      within(band).getByText(/enterprise AI and Power Platform solutions with measurable ROI/),
    ).toBeInTheDocument();
    await screen.findByText('Amelia Hart');
  });

  it(`shows ${HOME_SKELETON_COUNTS.developers} placeholders the size of a card while loading`, () => {
    server.use(neverAnswers('/api/developers'));
    renderBand();
    const placeholders = screen.getAllByTestId('card-skeleton');
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) expect(placeholder).toHaveAttribute('data-shape', 'avatar');
    expect(screen.getByRole('status')).toHaveTextContent('Loading developers...');
  });

  it('sizes the placeholders like the cards, so nothing shifts when they arrive, and lets a lone card take its height', async () => {
    server.use(answersAfter(30, '/api/developers', developerPageOf([amelia], new URLSearchParams())));
    renderBand();
    await expectCardSizedLikeItsPlaceholder('developer-card');
  });

  it('gives each developer a card: picture, name, title, stars with rating and reviews, description', async () => {
    server.use(...developerHandlers([amelia, oliver]));
    renderBand();
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
    renderBand();
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
    server.use(...developerHandlers([amelia, oliver]));
    renderBand();
    expect(
      within(await screen.findByRole('article', { name: 'Amelia Hart' })).getByText('Benefit #1'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Oliver Bennett' })).getByText('Benefit #2')).toBeInTheDocument();
  });

  it(`'View Apps' scrolls to #${HOME_ANCHORS.services} and 'Get Started Today' to #${HOME_ANCHORS.contact}`, async () => {
    const scrolls = recordScrolls();
    renderBand();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    await userEvent.click(within(card).getByRole('button', { name: /^View Apps/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Today' }));
    expect(scrolls.ids).toEqual([HOME_ANCHORS.services, HOME_ANCHORS.contact]);
    scrolls.restore();
  });

  it("opens each developer's profile from the card, and the whole directory from the band", async () => {
    server.use(...developerHandlers([amelia, oliver]));
    const { router } = renderBand();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    expect(within(card).getByRole('link', { name: 'Amelia Hart' })).toHaveAttribute('href', '/developer/dev-1');
    expect(screen.getByRole('link', { name: 'Browse all developers' })).toHaveAttribute('href', DEVELOPERS_PATH);
    await userEvent.click(within(card).getByRole('link', { name: 'Amelia Hart' }));
    expect(router.state.location.pathname).toBe('/developer/dev-1');
  });

  it('shows whole rows of developers: three on a phone, four on a tablet, six wider up', async () => {
    const bench = Array.from({ length: 10 }, (_, index) =>
      aDeveloper({ id: `dev-${index}`, name: `Developer ${index}`, skills: ['SQL'] }),
    );
    server.use(...developerHandlers(bench));
    renderBand();
    const cards = await screen.findAllByTestId('developer-card');
    expect(cards).toHaveLength(6);
    expect(shownAtWidth(cards, WIDTHS.phone)).toHaveLength(3);
    expect(shownAtWidth(cards, WIDTHS.tablet)).toHaveLength(4);
    expect(shownAtWidth(cards, WIDTHS.desktop)).toHaveLength(6);
    expect(shownAtWidth(cards, WIDTHS.wide)).toHaveLength(6);
  });

  it('carries only the six best rated developers, whatever the directory holds: the rest are one link away', async () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      aDeveloper({ id: `dev-${index}`, name: `Developer ${index}`, rating: 4 + (index % 10) / 10, reviewCount: index }),
    );
    const asked: string[] = [];
    server.use(...developerHandlers(many));
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).search);
    });
    renderBand();
    const cards = await screen.findAllByTestId('developer-card');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Developer 39',
      'Developer 29',
      'Developer 19',
      'Developer 9',
      'Developer 38',
      'Developer 28',
    ]);
    expect(asked).toEqual(['?pageSize=6']);
    expect(screen.getByRole('link', { name: 'Browse all developers' })).toHaveAttribute('href', DEVELOPERS_PATH);
    server.events.removeAllListeners();
  });

  it('draws the initials when the picture cannot be loaded', async () => {
    renderBand();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    fireEvent.error(within(card).getByRole('img', { name: 'Portrait of Amelia Hart' }));
    const standIn = within(card).getByRole('img', { name: 'Portrait of Amelia Hart' });
    expect(standIn.tagName).not.toBe('IMG');
    expect(standIn).toHaveTextContent('AH');
  });

  it('never loads a picture from another host', async () => {
    server.use(...developerHandlers([{ ...amelia, profileImage: 'https://images.example.com/amelia.jpg' }]));
    renderBand();
    const card = await screen.findByRole('article', { name: 'Amelia Hart' });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Portrait of Amelia Hart' })).toHaveTextContent('AH');
  });

  it('shows an error with a retry when the read fails, and the cards once the retry succeeds', async () => {
    server.use(fails('/api/developers', 503, { once: true }));
    renderBand();
    expect(await screen.findByText(/couldn't load the developers/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Amelia Hart' })).toBeInTheDocument();
  });

  it('says so when there are no developers', async () => {
    server.use(...developerHandlers([]));
    renderBand();
    expect(await screen.findByText('No developers available yet.')).toBeInTheDocument();
  });
});
