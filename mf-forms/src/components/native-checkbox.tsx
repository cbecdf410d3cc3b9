import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Box, Checkbox, type CheckboxProps } from '@mui/material';

/**
 * MUI's box draws its tick from React's state (one icon or the other): on a page with no script,
 * or before the form's island runs, a tap ticks the native input under it and the box still looks
 * empty. Both icons are drawn, and the stylesheet shows the one the input's own `:checked` state
 * names, so the box shows what will be sent with or without React.
 */
const BOTH_ICONS = (
  <Box component="span" sx={{ display: 'inline-flex' }}>
    <CheckBoxOutlineBlankIcon className="box-unticked" />
    <CheckBoxIcon className="box-ticked" />
  </Box>
);

const TICK_FROM_THE_INPUT = {
  '& input:checked + * .box-unticked, & input:not(:checked) + * .box-ticked': { display: 'none' },
  '&:has(input:checked)': { color: 'primary.main' },
} as const;

export function NativeCheckbox(props: Omit<CheckboxProps, 'icon' | 'checkedIcon'>) {
  return <Checkbox {...props} icon={BOTH_ICONS} checkedIcon={BOTH_ICONS} sx={TICK_FROM_THE_INPUT} />;
}
