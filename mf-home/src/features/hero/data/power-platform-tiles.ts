import type { SvgIconComponent } from '@mui/icons-material';
import AppsIcon from '@mui/icons-material/Apps';
import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import LanguageIcon from '@mui/icons-material/Language';

export interface PowerPlatformTile {
  name: 'Power Apps' | 'Power Automate' | 'Power BI' | 'Power Pages';
  text: string;
  Icon: SvgIconComponent;
  /** The tile's accent, a theme palette key. */
  accent: 'primary' | 'secondary' | 'success' | 'warning';
}

/** The four products of the Power Platform the hero shows (spec section 2). */
export const POWER_PLATFORM_TILES: readonly PowerPlatformTile[] = [
  { name: 'Power Apps', text: 'Business apps with AI built in', Icon: AppsIcon, accent: 'secondary' },
  { name: 'Power Automate', text: 'Workflows that run themselves', Icon: BoltIcon, accent: 'primary' },
  { name: 'Power BI', text: 'Dashboards leaders act on', Icon: BarChartIcon, accent: 'warning' },
  { name: 'Power Pages', text: 'Secure portals for clients and partners', Icon: LanguageIcon, accent: 'success' },
];
