import { Box } from '@mui/material';
import { TOAST_FOCUS_HOTKEY, TOAST_MAX_WIDTH_PX, TOAST_REGION_TEST_ID } from '@site/contracts';
import { useEffect, useRef } from 'react';
import { ToastCard } from './toast-card';
import { toastStore } from './toast-store';
import { useToasts } from './use-toasts';

/** The one toast area of the site (spec section 9): F8 focuses it. */
export function Toaster() {
  const toasts = useToasts();
  const region = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_FOCUS_HOTKEY) region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Box
      component="section"
      aria-label={`Notifications (${TOAST_FOCUS_HOTKEY})`}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: 0,
        right: 0,
        width: '100%',
        maxWidth: { md: TOAST_MAX_WIDTH_PX },
        p: 2,
        pointerEvents: toasts.length > 0 ? 'auto' : 'none',
      }}
    >
      <Box
        component="ol"
        ref={region}
        tabIndex={-1}
        data-testid={TOAST_REGION_TEST_ID}
        sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1, outline: 'none' }}
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={toastStore.dismiss} />
        ))}
      </Box>
    </Box>
  );
}
