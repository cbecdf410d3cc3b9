import { keepEarlyInput } from '../controls/keep-early-input';

// After the shell's controls (so a lead form's early check sees a submit first), before any island.
keepEarlyInput();
