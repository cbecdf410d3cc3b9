import BarChartIcon from '@mui/icons-material/BarChart';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import SettingsIcon from '@mui/icons-material/Settings';
import { SERVICE_ICONS } from '@site/contracts';
import { SERVICE_COLORS } from '../theme/create-site-theme';
import { serviceColor, serviceColorName, serviceIcon } from './service-appearance';

describe('service icons (spec section 3)', () => {
  it.each([
    ['fas fa-mobile-alt', 'mobile', PhoneIphoneIcon],
    ['fas fa-cogs', 'cogs', SettingsIcon],
    ['fas fa-chart-bar', 'chart', BarChartIcon],
    ['fas fa-globe', 'globe', LanguageIcon],
  ])('draws %s as the %s icon', (icon, name, Icon) => {
    const mapped = serviceIcon(icon);
    expect(mapped.name).toBe(name);
    expect(mapped.Icon).toBe(Icon);
  });

  it('covers every icon name of the contracts', () => {
    for (const icon of SERVICE_ICONS) expect(serviceIcon(icon).name).not.toBe('');
  });

  it.each(['fas fa-rocket', '', 'fa-mobile-alt', 'toString', 'constructor'])(
    'falls back to the mobile icon for %j',
    (icon) => {
      expect(serviceIcon(icon)).toBe(serviceIcon('fas fa-mobile-alt'));
    },
  );
});

describe('service colours (spec section 3)', () => {
  it.each(['cyan', 'purple', 'green'] as const)('keeps %s, in a shade per theme', (color) => {
    expect(serviceColorName(color)).toBe(color);
    expect(serviceColor(color, 'dark')).toBe(SERVICE_COLORS[color].dark);
    expect(serviceColor(color, 'light')).toBe(SERVICE_COLORS[color].light);
  });

  it.each(['magenta', '', 'Purple', 'toString'])('falls back to cyan for %j', (color) => {
    expect(serviceColorName(color)).toBe('cyan');
    expect(serviceColor(color, 'dark')).toBe(SERVICE_COLORS.cyan.dark);
    expect(serviceColor(color, 'light')).toBe(SERVICE_COLORS.cyan.light);
  });
});
