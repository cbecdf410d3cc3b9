import type { SvgIconComponent } from '@mui/icons-material';
import BarChartIcon from '@mui/icons-material/BarChart';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import SettingsIcon from '@mui/icons-material/Settings';
import type { Theme } from '@mui/material/styles';
import type { ServiceColor, ServiceIcon, ThemeMode } from '@site/contracts';
import { SERVICE_COLORS, SERVICE_PALETTE_KEYS } from '../theme/create-site-theme';

/** The spec's icon names (Font Awesome classes in the data) drawn with Material icons. */
const ICONS: Record<ServiceIcon, { Icon: SvgIconComponent; name: string }> = {
  'fas fa-mobile-alt': { Icon: PhoneIphoneIcon, name: 'mobile' },
  'fas fa-cogs': { Icon: SettingsIcon, name: 'cogs' },
  'fas fa-chart-bar': { Icon: BarChartIcon, name: 'chart' },
  'fas fa-globe': { Icon: LanguageIcon, name: 'globe' },
};

function isServiceIcon(icon: string): icon is ServiceIcon {
  return Object.hasOwn(ICONS, icon);
}

/** A service's icon; anything unknown is the mobile icon (spec section 3). */
export function serviceIcon(icon: string): { Icon: SvgIconComponent; name: string } {
  return ICONS[isServiceIcon(icon) ? icon : 'fas fa-mobile-alt'];
}

function isServiceColor(color: string): color is ServiceColor {
  return Object.hasOwn(SERVICE_COLORS, color);
}

/** A service's colour name; anything unknown is cyan (spec section 3). */
export function serviceColorName(color: string): ServiceColor {
  return isServiceColor(color) ? color : 'cyan';
}

/** The colour itself, in the shade that keeps contrast in a scheme. */
export function serviceColor(color: string, mode: ThemeMode): string {
  return SERVICE_COLORS[serviceColorName(color)][mode];
}

/**
 * The colour as the page's CSS variable, which follows the visitor's scheme: the one to style
 * with (`theme.alpha` tints it), since the server's HTML is the same for both schemes.
 */
export function serviceColorOf(theme: Theme, color: string): string {
  return (theme.vars ?? theme).palette[SERVICE_PALETTE_KEYS[serviceColorName(color)]].main;
}
