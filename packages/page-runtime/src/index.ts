// The page's inline runtime as functions: the built inline scripts run them in a server page's
// head (scripts/); a page the browser renders alone, the islands and the tests call them as modules.
export { applySavedColorScheme } from './controls/apply-saved-color-scheme';
export { checkFormsEarly } from './controls/check-forms-early';
export { drawWholePageForAnchors } from './controls/draw-whole-page-for-anchors';
export { followAddressForms } from './controls/follow-address-forms';
export { followAddressRegions } from './controls/follow-address-regions';
export { followAnchorLinksInPage } from './controls/follow-anchor-links-in-page';
export { keepEarlyInput } from './controls/keep-early-input';
export { loadBootAfterFirstPaint } from './controls/load-boot-after-first-paint';
export { pressLinkButtonsWithSpace } from './controls/press-link-buttons-with-space';
export { returnLinksToReferrer } from './controls/return-links-to-referrer';
export { installShellControls } from './controls/shell-controls';
export { switchStaticTabs } from './controls/switch-static-tabs';
export { undoEarlyCheck } from './controls/undo-early-check';
export { focusArrival, focusInPlace } from './shared/focus-arrival';
