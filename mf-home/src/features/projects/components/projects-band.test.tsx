import { HOME_ANCHORS } from '@site/contracts';
import {
  answersAfter,
  aProject,
  fails,
  neverAnswers,
  projectHandlers,
  renderWithSite,
  setupSiteServer,
} from '@site/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { expectCardSizedLikeItsPlaceholder, recordScrolls, shownAtWidth, WIDTHS } from '../../../testing/home-test-kit';
import { ProjectsBand } from './projects-band';

const projects = Array.from({ length: 5 }, (_, index) =>
  aProject({
    id: `p${index + 1}`,
    title: `Case study ${index + 1}`,
    description: `What was built for client ${index + 1}.`,
    impact: `Saved ${index + 1} days a month`,
    category: index % 2 === 0 ? 'Power Apps' : 'Power BI',
    rating: 4.5,
    image: `/images/projects/case-${index + 1}.svg`,
    technologies: ['Power Apps', 'Dataverse', `Tech ${index + 1}`],
  }),
);

const server = setupSiteServer(...projectHandlers(projects));

function renderBand() {
  return renderWithSite(
    <WithAnchorTargets anchors={[HOME_ANCHORS.contact]}>
      <ProjectsBand />
    </WithAnchorTargets>,
  );
}

describe(`projects (#${HOME_ANCHORS.projects})`, () => {
  it(`is the #${HOME_ANCHORS.projects} band headed 'Success Stories'`, async () => {
    renderBand();
    const band = screen.getByRole('region', { name: 'Success Stories' });
    expect(band).toHaveAttribute('id', HOME_ANCHORS.projects);
    expect(within(band).getByRole('heading', { level: 2, name: 'Success Stories' })).toBeInTheDocument();
    await screen.findAllByTestId('project-card');
  });

  it('shows 3 placeholders with a picture while loading, sized exactly like the cards', async () => {
    server.use(neverAnswers('/api/projects'));
    const first = renderBand();
    const placeholders = screen.getAllByTestId('card-skeleton');
    expect(placeholders).toHaveLength(3);
    expect(placeholders[0]).toHaveAttribute('data-shape', 'image');
    first.unmount();
    server.use(answersAfter(30, '/api/projects', projects.slice(0, 1)));
    renderBand();
    await expectCardSizedLikeItsPlaceholder('project-card');
  });

  it('gives each case study a card: picture, category badge, rating, title, description, impact', async () => {
    server.use(...projectHandlers(projects.slice(0, 1)));
    renderBand();
    const card = await screen.findByRole('article', { name: 'Case study 1' });
    const image = within(card).getByRole('img', { name: 'Preview of Case study 1' });
    expect(image).toHaveAttribute('src', '/images/projects/case-1.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    // The card's own badge, not its dialog's (closed, and shown only when opened).
    expect(within(card).getByText('Power Apps', { ignore: 'dialog *' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Case study 1' })).toBeInTheDocument();
    expect(within(card).getByText('What was built for client 1.', { ignore: 'dialog *' })).toBeInTheDocument();
    expect(within(card).getByText('Saved 1 days a month', { ignore: 'dialog *' })).toBeInTheDocument();
  });

  it("shows whole rows first (two on a phone) and 'View Full Portfolio' reveals them all, moving focus to the first new one", async () => {
    renderBand();
    const cards = await screen.findAllByTestId('project-card');
    expect(shownAtWidth(cards, WIDTHS.phone)).toHaveLength(2);
    expect(shownAtWidth(cards, WIDTHS.tablet)).toHaveLength(4);
    expect(shownAtWidth(cards, WIDTHS.desktop)).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'View Full Portfolio' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The page carries the four that show at some width; the fifth comes with the button.
    expect(cards).toHaveLength(4);
    await userEvent.click(button);
    const all = screen.getAllByTestId('project-card');
    for (const width of Object.values(WIDTHS)) expect(shownAtWidth(all, width)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'View Full Portfolio' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Case study 4' })).toHaveFocus());
  });

  it("has no 'View Full Portfolio' when every case study already shows", async () => {
    server.use(...projectHandlers(projects.slice(0, 2)));
    renderBand();
    expect(await screen.findAllByTestId('project-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'View Full Portfolio' })).not.toBeInTheDocument();
  });

  it("'View Case Study' opens the case study's details in its own dialog, closed until then (the browser opens it)", async () => {
    renderBand();
    const card = await screen.findByRole('article', { name: 'Case study 2' });
    const button = within(card).getByRole('button', { name: 'View Case Study: Case study 2' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('command', 'show-modal');
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '') as HTMLElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    // What the browser shows once it opens it.
    dialog.setAttribute('open', '');
    expect(screen.getByRole('dialog', { name: 'Case study 2' })).toBe(dialog);
    expect(within(dialog).getByText('What was built for client 2.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Impact' })).toBeInTheDocument();
    expect(within(dialog).getByText('Saved 2 days a month')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Technologies' })).toBeInTheDocument();
    for (const technology of ['Power Apps', 'Dataverse', 'Tech 2']) {
      expect(within(dialog).getByText(technology)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Power BI')).toBeInTheDocument();
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    for (const close of closers) {
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(close).toHaveAttribute('command', 'close');
    }
  });

  it(`'Discuss a Similar Project' closes the dialog and scrolls to #${HOME_ANCHORS.contact}`, async () => {
    const scrolls = recordScrolls();
    renderBand();
    const card = await screen.findByRole('article', { name: 'Case study 1' });
    const dialog = document.getElementById(
      within(card)
        .getByRole('button', { name: /^View Case Study/ })
        .getAttribute('commandfor') ?? '',
    ) as HTMLDialogElement;
    dialog.setAttribute('open', '');
    // jsdom has no dialog behaviour: close as the browser would.
    dialog.close = () => dialog.removeAttribute('open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discuss a Similar Project' }));
    expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]));
    scrolls.restore();
  });

  it("says 'No projects available yet.' when there are none", async () => {
    server.use(...projectHandlers([]));
    renderBand();
    expect(await screen.findByText('No projects available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Full Portfolio' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the read fails', async () => {
    server.use(fails('/api/projects', 503, { once: true }));
    renderBand();
    expect(await screen.findByText(/couldn't load the projects/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Case study 1' })).toBeInTheDocument();
  });
});
