import type { FormKind, SubmittedForm } from '@site/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a page says about itself while it renders on the server, for the renderer to put in the
 * response: its status, the `<head>` text, and schema.org data. In the browser there is no
 * collector and these hooks change the live document instead.
 */
export interface ServerPageFacts {
  status: number;
  title?: string;
  description?: string;
  /** schema.org objects (JSON-LD), by a key so a component rendering twice adds one. */
  structuredData: Map<string, object>;
  /** The form this page answers (posted without JavaScript): rendered holding what was sent. */
  submittedForm?: SubmittedForm;
}

export function newServerPageFacts(submittedForm?: SubmittedForm): ServerPageFacts {
  return { status: 200, structuredData: new Map(), ...(submittedForm ? { submittedForm } : {}) };
}

const ServerPageContext = createContext<ServerPageFacts | null>(null);

export function ServerPageProvider({ facts, children }: { facts: ServerPageFacts; children: ReactNode }) {
  return <ServerPageContext.Provider value={facts}>{children}</ServerPageContext.Provider>;
}

/** The facts of the page being rendered on the server; null in the browser. */
export function useServerPageFacts(): ServerPageFacts | null {
  return useContext(ServerPageContext);
}

/** The page shows that what was asked for does not exist: a server render answers 404. */
export function useNotFoundStatus(notFound = true): void {
  const facts = useServerPageFacts();
  if (facts && notFound) facts.status = 404;
}

/** Adds a schema.org object to the page's JSON-LD (server-rendered pages only: crawlers read the HTML). */
export function useStructuredData(key: string, data: object | undefined): void {
  const facts = useServerPageFacts();
  if (facts && data) facts.structuredData.set(key, data);
}

/**
 * The form of this kind as it was posted, when the page is rendered to answer that post (the
 * server's only; a page in the browser, or any cached page, has none).
 */
export function useSubmittedForm(kind: FormKind): SubmittedForm | undefined {
  const form = useServerPageFacts()?.submittedForm;
  return form?.kind === kind ? form : undefined;
}
