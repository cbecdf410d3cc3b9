import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Toast } from './toast-store';
import { useSwipeDismiss } from './use-swipe-dismiss';

interface ToastCardProps {
  toast: Toast;
  onDismiss: (id: number) => void;
}

/** One notification: closes itself after its duration (paused while hovered or focused). */
export function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const [paused, setPaused] = useState(false);
  const dismiss = () => onDismiss(toast.id);
  const { offset, handlers } = useSwipeDismiss(dismiss);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);
  const destructive = toast.variant === 'destructive';
  return (
    <Paper
      component="li"
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant}
      elevation={6}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      {...handlers}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        pr: 1,
        touchAction: 'pan-y',
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / 200) : 1,
        border: '1px solid',
        borderColor: destructive ? 'error.main' : 'divider',
        bgcolor: destructive ? 'error.dark' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{toast.title}</Typography>
        {toast.description ? (
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {toast.description}
          </Typography>
        ) : null}
      </Box>
      <IconButton size="small" color="inherit" aria-label="Close notification" onClick={dismiss}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
