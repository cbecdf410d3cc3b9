import { Box } from '@mui/material';

interface PortraitProps {
  src: string;
  /** Whose portrait it is: the alternative text says so. */
  name: string;
  size: number;
  shape?: 'circle' | 'rounded';
  /** Portraits below the first screen load when scrolled to. */
  lazy?: boolean;
}

/** A person's picture at a fixed size, so the layout is set before the image arrives. */
export function Portrait({ src, name, size, shape = 'circle', lazy = true }: PortraitProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={`Portrait of ${name}`}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      sx={{
        borderRadius: shape === 'circle' ? '50%' : 3,
        objectFit: 'cover',
        flexShrink: 0,
        bgcolor: 'action.hover',
      }}
    />
  );
}
