import { installShellControls } from '../layout/shell-controls';

/** The shell's controls, inline in the head: the theme switch and the menu work before any script file. */
export const SHELL_CONTROLS_SCRIPT = `<script>(${installShellControls.toString()})();</script>`;
