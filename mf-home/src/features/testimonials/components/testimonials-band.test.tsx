import {
  answersAfter,
  aTestimonial,
  fails,
  neverAnswers,
  renderWithSite,
  setupSiteServer,
  testimonialHandlers,
} from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectCardSizedLikeItsPlaceholder, shownAtWidth, WIDTHS } from '../../../testing/home-test-kit';
import { TestimonialsBand } from './testimonials-band';

const james = aTestimonial({
  id: 't1',
  content: 'They replaced three spreadsheets with one app.',
  clientName: 'James Whitfield',
  clientTitle: 'Operations Director',
  clientCompany: 'Northgate Housing',
  clientImage: '/images/clients/james-whitfield.svg',
  rating: 5,
});
const aisha = aTestimonial({ id: 't2', clientName: 'Aisha Rahman', content: 'Straight about what AI could do.' });

const server = setupSiteServer(...testimonialHandlers([james]));

describe('testimonials', () => {
  it("is a band with an id, headed 'Client Testimonials'", async () => {
    renderWithSite(<TestimonialsBand />);
    const band = screen.getByRole('region', { name: 'Client Testimonials' });
    expect(band).toHaveAttribute('id', 'testimonials');
    expect(within(band).getByRole('heading', { level: 2, name: 'Client Testimonials' })).toBeInTheDocument();
    await screen.findAllByTestId('testimonial-card');
  });

  it('shows 2 placeholders while loading, sized like the cards (a lone card takes its height)', async () => {
    server.use(neverAnswers('/api/testimonials'));
    const first = renderWithSite(<TestimonialsBand />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(2);
    first.unmount();
    server.use(answersAfter(30, '/api/testimonials', [james]));
    renderWithSite(<TestimonialsBand />);
    await expectCardSizedLikeItsPlaceholder('testimonial-card');
  });

  it('shows each quote with its rating and who said it', async () => {
    server.use(...testimonialHandlers([james, aisha]));
    renderWithSite(<TestimonialsBand />);
    const cards = await screen.findAllByTestId('testimonial-card');
    expect(cards).toHaveLength(2);
    const card = cards[0] as HTMLElement;
    expect(
      within(card).getByText('They replaced three spreadsheets with one app.').closest('blockquote'),
    ).not.toBeNull();
    expect(within(card).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('James Whitfield')).toBeInTheDocument();
    expect(within(card).getByText('Operations Director, Northgate Housing')).toBeInTheDocument();
    const photo = within(card).getByRole('img', { name: 'Photo of James Whitfield' });
    expect(photo).toHaveAttribute('src', '/images/clients/james-whitfield.svg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '48');
    expect(photo).toHaveAttribute('height', '48');
  });

  it('lays the cards out in two columns from medium screens, one on phones', async () => {
    server.use(...testimonialHandlers([james, aisha]));
    renderWithSite(<TestimonialsBand />);
    const grid = await screen.findByTestId('testimonials-grid');
    const cell = (await screen.findAllByTestId('testimonial-card'))[0]?.parentElement as HTMLElement;
    expect(cell.parentElement).toBe(grid);
    const columns = gridColumns(cell);
    expect(columns).toContain('(min-width:900px) 6');
    expect(columns).toContain('(min-width:0px) 12');
  });

  it("shows two quotes on a phone and two rows of two wider up, and 'Show all' the rest", async () => {
    const quotes = Array.from({ length: 5 }, (_, index) => ({
      ...james,
      id: `t${index}`,
      clientName: `Client ${index}`,
    }));
    server.use(...testimonialHandlers(quotes));
    renderWithSite(<TestimonialsBand />);
    const cards = await screen.findAllByTestId('testimonial-card');
    expect(shownAtWidth(cards, WIDTHS.phone)).toHaveLength(2);
    expect(shownAtWidth(cards, WIDTHS.desktop)).toHaveLength(4);
    // The page carries the four that show at some width; the fifth comes with the button.
    expect(cards).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 5 testimonials' }));
    expect(shownAtWidth(screen.getAllByTestId('testimonial-card'), WIDTHS.desktop)).toHaveLength(5);
  });

  it("says 'No testimonials available yet.' when there are none", async () => {
    server.use(...testimonialHandlers([]));
    renderWithSite(<TestimonialsBand />);
    expect(await screen.findByText('No testimonials available yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the read fails', async () => {
    server.use(fails('/api/testimonials', 503, { once: true }));
    renderWithSite(<TestimonialsBand />);
    expect(await screen.findByText(/couldn't load the testimonials/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('James Whitfield')).toBeInTheDocument();
  });
});

/** MUI's Grid sizes a cell through classes per breakpoint ('MuiGrid-grid-md-6'). */
function gridColumns(cell: HTMLElement): string[] {
  return Array.from(cell.classList)
    .map((name) => /^MuiGrid-grid-(xs|sm|md|lg|xl)-(\d+)$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(
      ([, breakpoint, columns]) =>
        `(min-width:${{ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 }[breakpoint as 'xs']}px) ${columns}`,
    );
}
