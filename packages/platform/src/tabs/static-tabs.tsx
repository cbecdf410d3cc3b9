import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { STATIC_TABS_ATTRIBUTE, TAB_VALUE_ATTRIBUTE } from './static-tabs-markup';

export interface StaticTab<Value extends string> {
  value: Value;
  label: string;
  /** The panel's content: every panel is written with the page, the chosen one shown. */
  panel: ReactNode;
}

interface StaticTabsProps<Value extends string> {
  /** Names the tabs' and panels' ids: `<idPrefix>-tab-<value>`, `<idPrefix>-tabpanel-<value>`. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly StaticTab<Value>[];
  selected: Value;
  /** The address parameter that keeps the chosen tab (`tab`: `?tab=projects`); the first tab is the plain address. */
  addressParameter: string;
}

/**
 * Tabs and their panels as plain HTML (WAI-ARIA's tabs: `role="tab"` with `aria-selected` and
 * `aria-controls`, one tab stop), switched with no island by the page's inline script
 * (switch-static-tabs.ts): a tap shows a panel at once, before any script file and without React.
 * The selected tab's look follows `aria-selected`, so the script changes nothing but attributes.
 */
export function StaticTabs<Value extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  addressParameter,
}: StaticTabsProps<Value>) {
  const tabId = (value: Value) => `${idPrefix}-tab-${value}`;
  const panelId = (value: Value) => `${idPrefix}-tabpanel-${value}`;
  return (
    <>
      <Box
        role="tablist"
        aria-label={label}
        {...{ [STATIC_TABS_ATTRIBUTE]: addressParameter }}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          borderBottom: 1,
          borderColor: 'divider',
          mb: 4,
        }}
      >
        {tabs.map(({ value, label: tabLabel }) => (
          <Box
            key={value}
            component="button"
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={value === selected}
            aria-controls={panelId(value)}
            tabIndex={value === selected ? 0 : -1}
            {...{ [TAB_VALUE_ATTRIBUTE]: value }}
            sx={(theme) => ({
              ...theme.typography.button,
              position: 'relative',
              flexShrink: 0,
              // On the narrowest phones (320 px) three tabs fit side by side with less room around each.
              minWidth: { xs: 0, sm: 90 },
              minHeight: 48,
              m: 0,
              px: { xs: 1, sm: 2 },
              py: 1.5,
              border: 0,
              bgcolor: 'transparent',
              color: 'text.secondary',
              cursor: 'pointer',
              '&[aria-selected="true"]': { color: 'primary.main' },
              '&[aria-selected="true"]::after': {
                content: '""',
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                height: 2,
                bgcolor: 'primary.main',
              },
              '&:focus-visible': {
                outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                outlineOffset: -2,
              },
            })}
          >
            {tabLabel}
          </Box>
        ))}
      </Box>
      {tabs.map(({ value, panel }) => (
        <div
          key={value}
          role="tabpanel"
          id={panelId(value)}
          aria-labelledby={tabId(value)}
          hidden={value !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs: a panel takes focus after its tab, so a keyboard reaches a panel with nothing focusable in it.
          tabIndex={0}
        >
          {panel}
        </div>
      ))}
    </>
  );
}
