import BarChartIcon from '@mui/icons-material/BarChart';
import PublicIcon from '@mui/icons-material/Public';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { SERVICE_ICONS, type ServiceIcon } from '@site/contracts';

type IconComponent = typeof SmartphoneIcon;

const ICONS: Record<ServiceIcon, { Icon: IconComponent; kind: string }> = {
  'fas fa-mobile-alt': { Icon: SmartphoneIcon, kind: 'mobile' },
  'fas fa-cogs': { Icon: SettingsSuggestIcon, kind: 'cogs' },
  'fas fa-chart-bar': { Icon: BarChartIcon, kind: 'chart' },
  'fas fa-globe': { Icon: PublicIcon, kind: 'globe' },
};

function isServiceIcon(icon: string): icon is ServiceIcon {
  return (SERVICE_ICONS as readonly string[]).includes(icon);
}

/** The icon a service's stored icon name stands for; an unknown name falls back to the mobile icon (spec section 3). */
export function serviceIcon(icon: string): { Icon: IconComponent; kind: string } {
  return ICONS[isServiceIcon(icon) ? icon : 'fas fa-mobile-alt'];
}
