import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import {
  DEFAULT_DEVELOPER_SORT,
  DEVELOPER_SORTS,
  DEVELOPERS_PATH,
  type DeveloperSort,
  isDeveloperSort,
} from '@site/contracts';
import {
  ADDRESS_FORM_ATTRIBUTE,
  FIELD_DEFAULT_ATTRIBUTE,
  FORM_RESETS_ATTRIBUTE,
} from '@site/contracts/page-runtime-markup';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DEVELOPER_SORT_LABELS } from '../utils/developer-sorts';
import { DIRECTORY_PARAMS } from '../utils/directory-search-params';

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
 * The search box's id: the results (an island) move the focus to it after Clear Filters, and the
 * two share no React state, only the page.
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
 * Search, skill and order: a GET form whose fields are the address (`?q=&skill=&sort=`). Native
 * selects: the phone's own picker, and keyboard use as usual. On the server's page it is never
 * hydrated: the shell's inline script writes each change into the address, and the results follow
 * it (followAddressForms, `@site/platform`), so nothing typed or picked waits for any code, and with
 * no script at all Enter asks the server. In a page the browser renders, React handles it.
 */
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
  // A skill from a shared link that no developer has now still shows as chosen.
  const skillChoices = skill === '' || skills.includes(skill) ? skills : [...skills, skill];
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter developers"
      method="get"
      action={DEVELOPERS_PATH}
      {...{ [ADDRESS_FORM_ATTRIBUTE]: '', [FORM_RESETS_ATTRIBUTE]: DIRECTORY_PARAMS.page }}
      onSubmit={(event: FormEvent) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        mb: 2,
        // Never hydrated on the server's page, so MUI's focused state (a class React sets) never
        // comes: the same ring and label colour from the focus itself.
        '& .MuiInputBase-root:focus-within .MuiOutlinedInput-notchedOutline': {
          borderColor: 'primary.main',
          borderWidth: 2,
        },
        '& .MuiFormControl-root:focus-within .MuiInputLabel-root': { color: 'primary.main' },
      }}
    >
      <TextField
        type="search"
        label="Search developers"
        placeholder="Name, title or skill"
        value={draft}
        onChange={(event) => changeSearch(event.target.value)}
        id={DIRECTORY_SEARCH_INPUT_ID}
        name={DIRECTORY_PARAMS.search}
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
        name={DIRECTORY_PARAMS.skill}
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
        name={DIRECTORY_PARAMS.sort}
        value={sort}
        onChange={(event) => {
          if (isDeveloperSort(event.target.value)) onSortChange(event.target.value);
        }}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { [FIELD_DEFAULT_ATTRIBUTE]: DEFAULT_DEVELOPER_SORT },
        }}
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
