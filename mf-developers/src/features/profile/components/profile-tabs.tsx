import { Box, Tab, Tabs } from '@mui/material';
import type { Developer } from '@site/contracts';
import { PROFILE_TAB_LABELS, PROFILE_TABS, type ProfileTab } from '../hooks/use-profile-tab';
import { OverviewPanel } from './overview-panel';
import { ProjectsPanel } from './projects-panel';
import { TestimonialsPanel } from './testimonials-panel';

const tabId = (tab: ProfileTab) => `developer-tab-${tab}`;
const panelId = (tab: ProfileTab) => `developer-tabpanel-${tab}`;

interface ProfileTabsProps {
  developer: Developer;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

function PanelContent({ developer, tab }: { developer: Developer; tab: ProfileTab }) {
  if (tab === 'projects') return <ProjectsPanel developerId={developer.id} developerName={developer.name} />;
  if (tab === 'testimonials') return <TestimonialsPanel developerId={developer.id} developerName={developer.name} />;
  return <OverviewPanel developer={developer} />;
}

/**
 * Overview, Projects and Testimonials. Every panel exists (each tab controls one), only the chosen
 * one is shown and filled, so Projects and Testimonials are read only when someone opens them.
 */
export function ProfileTabs({ developer, tab, onTabChange }: ProfileTabsProps) {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => onTabChange(next)}
          aria-label={`${developer.name}'s profile`}
          variant="scrollable"
          scrollButtons={false}
        >
          {PROFILE_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={PROFILE_TAB_LABELS[value]}
              id={tabId(value)}
              aria-controls={panelId(value)}
              sx={(theme) => ({
                '&.Mui-focusVisible': {
                  outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                  outlineOffset: -2,
                },
              })}
            />
          ))}
        </Tabs>
      </Box>
      {PROFILE_TABS.map((value) => (
        <Box key={value} role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} hidden={value !== tab}>
          {value === tab ? <PanelContent developer={developer} tab={tab} /> : null}
        </Box>
      ))}
    </>
  );
}
