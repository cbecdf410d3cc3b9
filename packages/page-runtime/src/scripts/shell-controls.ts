import { checkFormsEarly } from '../controls/check-forms-early';
import { drawWholePageForAnchors } from '../controls/draw-whole-page-for-anchors';
import { followAddressForms } from '../controls/follow-address-forms';
import { followAddressRegions } from '../controls/follow-address-regions';
import { followAnchorLinksInPage } from '../controls/follow-anchor-links-in-page';
import { loadBootAfterFirstPaint } from '../controls/load-boot-after-first-paint';
import { pressLinkButtonsWithSpace } from '../controls/press-link-buttons-with-space';
import { returnLinksToReferrer } from '../controls/return-links-to-referrer';
import { installShellControls } from '../controls/shell-controls';
import { switchStaticTabs } from '../controls/switch-static-tabs';

// The shell's controls, inline in the head, in this order: the theme switch, the menu, F8 and
// focus after an in-page link; every part drawn for an anchor; Space on a link announced as a
// button; an anchor link carrying a query followed in the page; the directory's address forms and
// regions; static tabs; the way back to the directory; a lead form's check on an empty submit
// (before the early-input script holds the form for its island); last, the boot after the first paint.
installShellControls();
drawWholePageForAnchors();
pressLinkButtonsWithSpace();
followAnchorLinksInPage();
followAddressForms();
followAddressRegions();
switchStaticTabs();
returnLinksToReferrer();
checkFormsEarly();
loadBootAfterFirstPaint();
