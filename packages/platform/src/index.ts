export {
  EARLY_CHECK_FORM_ATTRIBUTE,
  EARLY_CHECKED_ATTRIBUTE,
  EARLY_INVALID_ATTRIBUTE,
  EARLY_MESSAGE_ATTRIBUTE,
  REQUIRED_GROUP_ATTRIBUTE,
  RETURN_TO_REFERRER_ATTRIBUTE,
} from '@site/contracts/page-runtime-markup';
// The page's inline runtime, for a page the browser renders alone and for the sections' tests.
export {
  checkFormsEarly,
  drawWholePageForAnchors,
  followAddressForms,
  followAddressRegions,
  followAnchorLinksInPage,
  pressLinkButtonsWithSpace,
  returnLinksToReferrer,
  undoEarlyCheck,
} from '@site/page-runtime';
export { type ApiError, apiErrorMessage, isApiError, retryAfterSecondsOf } from './api/api-error';
export { createSiteBaseQuery, type SiteQueryArgs } from './api/base-query';
export {
  resourcesApi,
  useGetDeveloperPageQuery,
  useGetDeveloperProjectsQuery,
  useGetDeveloperQuery,
  useGetDevelopersQuery,
  useGetDeveloperTestimonialsQuery,
  useGetProjectsQuery,
  useGetServicesQuery,
  useGetTestimonialsQuery,
} from './api/resources-api';
export { type SiteApiState, siteApi } from './api/site-api';
export { hydrateSiteApi } from './api/site-api-hydration';
export * from './islands';
export { ContactButton, LinkButton } from './navigation/link-button';
export { ARRIVAL_FOCUS_ATTRIBUTE, focusArrival, scrollToAnchor } from './navigation/scroll-to-anchor';
export { useGoToAnchor } from './navigation/use-go-to-anchor';
export { isModifiedClick, useFollowSiteLink, useSiteLinkProps } from './navigation/use-site-link';
export { notify, type Toast, type ToastInput, type ToastVariant, toastStore } from './notify/toast-store';
export { Toaster } from './notify/toaster';
export { useToasts } from './notify/use-toasts';
export { fullPageTitle, SITE_NAME, usePageMeta } from './page/use-page-meta';
export { longFixtureService, PART_FIXTURE_SERVICE } from './parts/part-fixtures';
export {
  type PartState,
  type PartStateName,
  PartsCatalogue,
  type SectionPartEntry,
  type SectionParts,
} from './parts/parts-catalogue';
export {
  newServerPageFacts,
  type ServerPageFacts,
  ServerPageProvider,
  useNotFoundStatus,
  useServerPageFacts,
  useStructuredData,
  useSubmittedForm,
} from './server/server-page';
export {
  beginHydratingServerPage,
  endServerRenderedPage,
  useRenderedOnServer,
} from './server/use-rendered-on-server';
export { mountStandaloneSection } from './standalone/mount-standalone-section';
export { createSiteStore, type SiteStore, type SiteStoreOptions } from './store/create-store';
export * from './tabs';
export {
  COLOR_SCHEME_SETTINGS,
  createSiteTheme,
  FOCUS_RING_WIDTH_PX,
  focusRingOf,
  SERVICE_COLORS,
} from './theme/create-site-theme';
export { siteEmotionOptions } from './theme/needed-vendor-prefixes';
export { stylesForEachScheme } from './theme/scheme-styles';
export { SiteThemeProvider, useThemeMode } from './theme/theme-mode';
export {
  atEachBreakpoint,
  balancedItemSize,
  GRID_BREAKPOINTS,
  type GridBreakpoint,
  leadItemSize,
  type Responsive,
} from './ui/balanced-grid';
export { CardSkeleton } from './ui/card-skeleton';
export { type DialogCommand, invokerCommand } from './ui/invoker-command';
export { LoadError } from './ui/load-error';
export { PageContainer } from './ui/page-container';
export { RatingStars } from './ui/rating-stars';
export { OFFSCREEN_PARTS_VARIABLE, type RenderedWhenNear, renderedWhenNear } from './ui/rendered-when-near';
export { SectionHeading } from './ui/section-heading';
export { serviceColor, serviceColorName, serviceColorOf, serviceIcon } from './ui/service-appearance';
export { SkillBadge } from './ui/skill-badge';
export { type BadgeColor, skillColor } from './ui/skill-colors';
export { StretchedLink } from './ui/stretched-link';
export { visuallyHidden } from './ui/visually-hidden';
