import { render, screen } from '@testing-library/react';
import { SiteThemeProvider } from '../theme/theme-mode';
import { RatingStars } from './rating-stars';
import { SkillBadge } from './skill-badge';
import { skillColor } from './skill-colors';

describe('RatingStars', () => {
  it('always draws five stars, filled to the rating', () => {
    render(<RatingStars rating={3.5} reviewCount={12} />);
    const stars = screen.getByTestId('rating-stars').querySelectorAll('[data-star]');
    expect(stars).toHaveLength(5);
    expect([...stars].map((star) => star.getAttribute('data-star'))).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 3.5 out of 5 from 12 reviews');
  });

  it('draws five empty stars for a zero rating', () => {
    render(<RatingStars rating={0} />);
    const stars = screen.getByTestId('rating-stars').querySelectorAll('[data-star="empty"]');
    expect(stars).toHaveLength(5);
  });
});

describe('skill badges', () => {
  it('colours known skills by name, ignoring case, and everything else cyan', () => {
    expect(skillColor('Power BI')).toBe('amber');
    expect(skillColor('power apps')).toBe('purple');
    expect(skillColor('Underwater Basket Weaving')).toBe('cyan');
  });

  it('renders the skill name with its colour', () => {
    render(
      <SiteThemeProvider>
        <SkillBadge skill="Power Automate" />
      </SiteThemeProvider>,
    );
    expect(screen.getByText('Power Automate').closest('[data-color]')).toHaveAttribute('data-color', 'blue');
  });
});
