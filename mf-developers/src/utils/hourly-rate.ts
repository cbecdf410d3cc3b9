import { formatUsd } from '@site/contracts';

/** A developer's rate as the directory and the profile show it: dollars an hour ("$145/hr"). */
export function formatHourlyRate(hourlyRate: number): string {
  return `${formatUsd(hourlyRate)}/hr`;
}
