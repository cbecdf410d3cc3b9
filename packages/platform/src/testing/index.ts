export { aDeveloper, aProject, aService, aTestimonial } from './fixtures';
export {
  aReceipt,
  type ContactsAnswer,
  contactHandlers,
  RATE_LIMIT_RETRY_AFTER_SECONDS,
  type ReceivedLead,
} from './handlers/contacts';
export { developerPageOf, developerSkillsOf } from './handlers/developer-page';
export { developerHandlers } from './handlers/developers';
export { projectHandlers } from './handlers/projects';
export { answers, answersAfter, fails, neverAnswers } from './handlers/reads';
export { serviceHandlers } from './handlers/services';
export { testimonialHandlers } from './handlers/testimonials';
export { setupSiteServer } from './msw-server';
export { type IslandOnServer, renderIslandsOnServer } from './render-islands-on-server';
export { renderWithSite } from './render-with-site';
export { controlsNeedingScript, staticHtmlOf } from './static-html';
