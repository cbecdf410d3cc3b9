/**
 * The `<use>` target of an icon a build draws from its icon sprite (scripts/rspack/icons gives
 * each such `@mui/icons-material` component a `spriteHref`); undefined for MUI's own inline icon
 * (a build without the sprite, tests).
 */
export function spriteHrefOf(icon: unknown): string | undefined {
  const href = (icon as { spriteHref?: unknown } | null)?.spriteHref;
  return typeof href === 'string' ? href : undefined;
}
