import {
  checkFormsEarly,
  drawWholePageForAnchors,
  followAddressForms,
  followAddressRegions,
  followAnchorLinksInPage,
  pressLinkButtonsWithSpace,
  returnLinksToReferrer,
  switchStaticTabs,
} from '@site/platform';
import { installShellControls } from '../layout/shell-controls';
import { loadBootAfterFirstPaint } from '../load-boot-after-first-paint';
import { compactScriptSource } from './compact-script-source';

/**
 * The shell's controls, inline in the head: the theme switch, the menu, F8, focus after an in-page
 * link, Space on a link that says it is a button, a link to an anchor of this page that carries a
 * query (followed in the page, not reloaded), a form whose fields are the address and a part that
 * follows the address with the server's HTML (the directory's filters and results), the tabs a part writes as plain HTML
 * (StaticTabs: a profile's Overview, Projects and Testimonials), and a link back to the page the
 * visitor came from (a profile's "Back to Developers") and a lead form's check on an empty submit
 * (before the early-input script holds the form for its island) all work before any script file; and a
 * scroll to an anchor ends where the anchor is, though the parts far from the viewport are not drawn.
 * Last, it loads the page's one script file, the boot, once the first content is painted.
 */
export const SHELL_CONTROLS_SCRIPT = `<script>${compactScriptSource(
  [
    installShellControls,
    drawWholePageForAnchors,
    pressLinkButtonsWithSpace,
    followAnchorLinksInPage,
    followAddressForms,
    followAddressRegions,
    switchStaticTabs,
    returnLinksToReferrer,
    checkFormsEarly,
    loadBootAfterFirstPaint,
  ]
    .map((control) => `(${control.toString()})();`)
    .join(''),
)}</script>`;
