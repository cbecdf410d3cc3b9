import { toastStore } from '@site/platform';
import { contactHandlers, setupSiteServer } from '@site/platform/testing';

/** The toast store outlives a test's render: clear it between tests. */
export function dismissAllToasts(): void {
  for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
}

/**
 * For a form's test file: the site's msw server with the fake contact endpoint alone (any other
 * request fails the test); after each test the endpoint forgets what it received and the toasts go.
 */
export function serveFakeContactsApi(): ReturnType<typeof contactHandlers> {
  const contacts = contactHandlers();
  setupSiteServer(...contacts.handlers);
  afterEach(() => {
    contacts.reset();
    dismissAllToasts();
  });
  return contacts;
}
