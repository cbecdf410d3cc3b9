/**
 * MUI's styles (and the system and emotion under them), as a step of its own before the hydrator.
 * A named import, not `import('@mui/material/styles')`: a dynamic import counts as using the whole
 * module, and the shared surface (scripts/federation/shared-surface.ts) would give up trimming it.
 */
export { ThemeProvider } from '@mui/material/styles';
