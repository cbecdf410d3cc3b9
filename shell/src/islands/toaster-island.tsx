import { Toaster } from '@site/platform';

/** The shell's toast area as an island (its server HTML is the empty area, named for F8). */
export default Toaster;
