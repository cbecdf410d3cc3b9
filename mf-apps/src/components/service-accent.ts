import type { ServiceColor } from '@site/contracts';
import { SERVICE_COLORS } from '@site/platform';

function isServiceColor(color: string): color is ServiceColor {
  return Object.hasOwn(SERVICE_COLORS, color);
}

/** A service's colour name as a known one: cyan, purple or green; anything else is cyan (spec section 3). */
export function serviceColorName(color: string): ServiceColor {
  return isServiceColor(color) ? color : 'cyan';
}

/** The accent a service is drawn in, in the variant that keeps its contrast in this theme mode. */
export function serviceAccent(color: string, mode: 'dark' | 'light'): string {
  return SERVICE_COLORS[serviceColorName(color)][mode];
}
