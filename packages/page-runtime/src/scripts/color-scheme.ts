import { applySavedColorScheme } from '../controls/apply-saved-color-scheme';

// The head's first script: the saved colour scheme's class, before anything is painted.
applySavedColorScheme();
