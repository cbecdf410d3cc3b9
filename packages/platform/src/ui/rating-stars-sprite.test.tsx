import { render, screen } from '@testing-library/react';
import { RatingStars } from './rating-stars';

/** As a production build gives them: each icon drawn from the build's sprite, carrying its `<use>` target. */
function spriteIcon(name: string) {
  const icon = () => null;
  return { __esModule: true, default: Object.assign(icon, { spriteHref: `/assets/icons.abc.svg#${name}` }) };
}
jest.mock('@mui/icons-material/Star', () => spriteIcon('Star'));
jest.mock('@mui/icons-material/StarHalf', () => spriteIcon('StarHalf'));
jest.mock('@mui/icons-material/StarBorder', () => spriteIcon('StarBorder'));

describe('RatingStars drawn from the icon sprite', () => {
  it('is one <svg> of five <use>s side by side, filled to the rating', () => {
    render(<RatingStars rating={3.5} reviewCount={12} />);
    const row = screen.getByTestId('rating-stars');
    expect(row.tagName.toLowerCase()).toBe('svg');
    expect(row.getAttribute('viewBox')).toBe('0 0 120 24');
    const stars = [...row.querySelectorAll('use')].map((use) => ({
      href: use.getAttribute('href'),
      x: use.getAttribute('x'),
      kind: use.getAttribute('data-star'),
    }));
    expect(stars).toEqual([
      { href: '/assets/icons.abc.svg#Star', x: '0', kind: 'full' },
      { href: '/assets/icons.abc.svg#Star', x: '24', kind: 'full' },
      { href: '/assets/icons.abc.svg#Star', x: '48', kind: 'full' },
      { href: '/assets/icons.abc.svg#StarHalf', x: '72', kind: 'half' },
      { href: '/assets/icons.abc.svg#StarBorder', x: '96', kind: 'empty' },
    ]);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 3.5 out of 5 from 12 reviews');
  });
});
