import { Box, type SxProps, type Theme } from '@mui/material';
import { type ReactNode, useState } from 'react';

/**
 * Pictures come from the site itself (spec: no third-party hosts): a path on this origin, or a
 * file bundled with the section. Anything else is refused and the fallback is drawn instead.
 */
export function siteImageSrc(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  const value = src.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^data:image\/(svg\+xml|png|webp|jpeg)[;,]/.test(value)) return value;
  try {
    const url = new URL(value, window.location.href);
    return url.origin === window.location.origin ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}

interface SiteImageProps {
  src: string | null | undefined;
  alt: string;
  /** The picture's intrinsic size, given to the browser so nothing moves when it arrives. */
  width: number;
  height: number;
  /** Below the fold: loaded only when it comes near the viewport. */
  lazy?: boolean;
  sx?: SxProps<Theme>;
  /** Drawn when there is no usable picture or it fails to load. */
  fallback: ReactNode;
}

export function SiteImage({ src, alt, width, height, lazy = true, sx, fallback }: SiteImageProps) {
  const safeSrc = siteImageSrc(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!safeSrc || failedSrc === safeSrc) return <>{fallback}</>;
  return (
    <Box
      component="img"
      src={safeSrc}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailedSrc(safeSrc)}
      sx={[{ display: 'block', objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
