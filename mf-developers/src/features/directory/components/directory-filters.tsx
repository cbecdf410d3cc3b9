import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { DEVELOPER_SORTS, type DeveloperSort, isDeveloperSort } from '@site/contracts';
import { useEffect, useRef, useState } from 'react';
import { DEVELOPER_SORT_LABELS } from '../utils/developer-sorts';

interface DirectoryFiltersProps {
  search: string;
  skill: string;
  sort: DeveloperSort;
  skills: readonly string[];
  onSearchChange: (search: string) => void;
  onSkillChange: (skill: string) => void;
  onSortChange: (sort: DeveloperSort) => void;
}

/**
 * The search box's id: the results (an island of their own) move the focus to it after Clear
 * Filters, and two islands share no React state, only the page.
 */
export const DIRECTORY_SEARCH_INPUT_ID = 'directory-search';

/**
 * The text typed is kept here as well as in the URL: the router applies a URL change as a
 * transition, and an input whose value lags its keystrokes loses the caret. A change of the URL
 * that this field did not make (back button, Clear Filters) is copied into it.
 */
function useSearchDraft(search: string, onSearchChange: (search: string) => void) {
  const [draft, setDraft] = useState(search);
  const lastSent = useRef(search);
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search;
      setDraft(search);
    }
  }, [search]);
  const change = (value: string) => {
    lastSent.current = value;
    setDraft(value);
    onSearchChange(value);
  };
  return [draft, change] as const;
}

/**
 * The directory is on screen, server-rendered, before its code: a visitor may type a search or pick
 * a skill or an order before it hydrates. The page keeps what they chose but the state starts from
 * the address; once, when the filters mount, what the fields show is taken as the visitor's choice.
 * In an effect, not a layout effect: React Router ignores a navigation asked before its own layout
 * effects ran (they run after this component's, in the hook's owner), and the choice was lost.
 */
function useChosenBeforeHydration(
  filters: { current: HTMLElement | null },
  chosen: { search: string; skill: string; sort: DeveloperSort },
  choose: { search: (value: string) => void; skill: (value: string) => void; sort: (value: DeveloperSort) => void },
) {
  const atMount = useRef({ chosen, choose });
  useEffect(() => {
    const box = filters.current;
    if (!box) return;
    const { chosen: state, choose: apply } = atMount.current;
    const search = box.querySelector<HTMLInputElement>('input[type="search"]');
    const [skill, sort] = Array.from(box.querySelectorAll('select'));
    if (search && search.value !== state.search) apply.search(search.value);
    if (skill && skill.value !== state.skill) apply.skill(skill.value);
    if (sort && sort.value !== state.sort && isDeveloperSort(sort.value)) apply.sort(sort.value);
  }, [filters]);
}

/** Search, skill and order. Native selects: the phone's own picker, and keyboard use as usual. */
export function DirectoryFilters({
  search,
  skill,
  sort,
  skills,
  onSearchChange,
  onSkillChange,
  onSortChange,
}: DirectoryFiltersProps) {
  const [draft, changeSearch] = useSearchDraft(search, onSearchChange);
  const filters = useRef<HTMLDivElement>(null);
  useChosenBeforeHydration(
    filters,
    { search: draft, skill, sort },
    { search: changeSearch, skill: onSkillChange, sort: onSortChange },
  );
  // A skill from a shared link that no developer has now still shows as chosen.
  const skillChoices = skill === '' || skills.includes(skill) ? skills : [...skills, skill];
  return (
    <Box
      ref={filters}
      role="search"
      aria-label="Filter developers"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        mb: 2,
      }}
    >
      <TextField
        type="search"
        label="Search developers"
        placeholder="Name, title or skill"
        value={draft}
        onChange={(event) => changeSearch(event.target.value)}
        id={DIRECTORY_SEARCH_INPUT_ID}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Skill"
        value={skill}
        onChange={(event) => onSkillChange(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All skills</option>
        {skillChoices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(event) => {
          if (isDeveloperSort(event.target.value)) onSortChange(event.target.value);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {DEVELOPER_SORTS.map((choice) => (
          <option key={choice} value={choice}>
            {DEVELOPER_SORT_LABELS[choice]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
