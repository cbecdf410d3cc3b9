import type { ProjectCategory } from '@site/contracts';

/**
 * The seed's pictures, drawn as small SVGs: a gradient avatar with initials for people and an
 * abstract app, dashboard or flow for each case study. `generate-images.ts` writes them to
 * `shell/public/images`; the site serves them itself.
 */

const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#06b6d4', '#3b82f6'],
  ['#8b5cf6', '#ec4899'],
  ['#10b981', '#06b6d4'],
  ['#f59e0b', '#ef4444'],
  ['#6366f1', '#06b6d4'],
  ['#14b8a6', '#8b5cf6'],
  ['#0ea5e9', '#22c55e'],
  ['#f43f5e', '#8b5cf6'],
];

const FONT = "font-family='Segoe UI,Helvetica,Arial,sans-serif'";

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function gradient(id: string, index: number): string {
  const [from, to] = GRADIENTS[index % GRADIENTS.length] ?? ['#06b6d4', '#3b82f6'];
  return `<linearGradient id='${id}' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');
}

/** A developer's profile picture: 256x256. */
export function developerAvatarSvg(name: string, index: number): string {
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' width='256' height='256' viewBox='0 0 256 256' role='img' aria-label='${escapeXml(name)}'>`,
    `<defs>${gradient('g', index)}</defs>`,
    `<rect width='256' height='256' fill='url(#g)'/>`,
    `<circle cx='${200 - (index % 4) * 18}' cy='${48 + (index % 3) * 14}' r='70' fill='#fff' opacity='.12'/>`,
    `<circle cx='40' cy='230' r='90' fill='#0f172a' opacity='.14'/>`,
    `<text x='128' y='128' dy='.35em' text-anchor='middle' ${FONT} font-size='96' font-weight='600' fill='#fff'>${initialsOf(name)}</text>`,
    '</svg>',
  ].join('');
}

/** A client's picture for a testimonial: 128x128, round. */
export function clientAvatarSvg(name: string, index: number): string {
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' width='128' height='128' viewBox='0 0 128 128' role='img' aria-label='${escapeXml(name)}'>`,
    `<defs>${gradient('g', index + 3)}</defs>`,
    `<circle cx='64' cy='64' r='64' fill='url(#g)'/>`,
    `<text x='64' y='64' dy='.35em' text-anchor='middle' ${FONT} font-size='46' font-weight='600' fill='#fff'>${initialsOf(name)}</text>`,
    '</svg>',
  ].join('');
}

const BAR_HEIGHTS = [60, 95, 75, 130, 110, 150, 125];

const ARTWORK: Record<ProjectCategory, (index: number) => string> = {
  // A phone-shaped app with a form and a button.
  'Power Apps': () =>
    [
      `<rect x='250' y='40' width='140' height='280' rx='18' fill='#0f172a' opacity='.85'/>`,
      `<rect x='266' y='70' width='108' height='14' rx='4' fill='#fff' opacity='.9'/>`,
      ...[100, 132, 164, 196].map(
        (y) => `<rect x='266' y='${y}' width='108' height='22' rx='5' fill='#fff' opacity='.18'/>`,
      ),
      `<rect x='266' y='262' width='108' height='30' rx='8' fill='url(#g)'/>`,
    ].join(''),
  // A dashboard: KPI tiles and a bar chart.
  'Power BI': (index) =>
    [
      `<rect x='90' y='50' width='460' height='260' rx='14' fill='#0f172a' opacity='.85'/>`,
      ...[0, 1, 2].map(
        (i) => `<rect x='${114 + i * 146}' y='72' width='128' height='52' rx='8' fill='#fff' opacity='.15'/>`,
      ),
      ...BAR_HEIGHTS.map((_, i) => {
        const height = BAR_HEIGHTS[(i + index) % BAR_HEIGHTS.length] ?? 0;
        return `<rect x='${124 + i * 60}' y='${288 - height}' width='34' height='${height}' rx='4' fill='url(#g)'/>`;
      }),
    ].join(''),
  // A flow: steps joined by connectors.
  'Power Automate': () =>
    [
      `<path d='M170 120h100v120h100' stroke='#fff' stroke-width='6' fill='none' opacity='.5'/>`,
      `<path d='M370 240h100' stroke='#fff' stroke-width='6' fill='none' opacity='.5'/>`,
      ...[
        [110, 92],
        [240, 212],
        [440, 212],
      ].map(
        ([x, y]) =>
          `<rect x='${x}' y='${y}' width='100' height='56' rx='12' fill='#334155' stroke='url(#g)' stroke-width='3'/>`,
      ),
      `<circle cx='290' cy='120' r='26' fill='url(#g)'/>`,
    ].join(''),
};

/** A case study's picture: 640x360, an abstract picture of the kind of solution it was. */
export function projectArtworkSvg(title: string, category: ProjectCategory, index: number): string {
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360' viewBox='0 0 640 360' role='img' aria-label='${escapeXml(title)}'>`,
    `<defs>${gradient('g', index)}<linearGradient id='b' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#1e293b'/><stop offset='1' stop-color='#020617'/></linearGradient></defs>`,
    `<rect width='640' height='360' fill='url(#b)'/>`,
    `<circle cx='560' cy='40' r='160' fill='url(#g)' opacity='.25'/>`,
    `<circle cx='60' cy='340' r='120' fill='url(#g)' opacity='.18'/>`,
    ARTWORK[category](index),
    '</svg>',
  ].join('');
}
