import { type ContactIntent, isEmptyIntent, readContactIntent } from '@site/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The contact form's fields an intent fills. */
export interface IntentFields {
  serviceNeeded: string;
  projectDescription: string;
  newsletter: boolean;
}

/**
 * The form's values with an intent applied: the service is chosen and the newsletter ticked as
 * asked; the first line goes in only where the description is empty or still holds an earlier
 * first line, so nothing the visitor wrote is replaced.
 */
export function withIntent<Values extends IntentFields>(
  values: Values,
  intent: ContactIntent,
  earlierFirstLine?: string,
): Values {
  const next = { ...values };
  if (intent.service) next.serviceNeeded = intent.service;
  const untouched = values.projectDescription.trim() === '' || values.projectDescription === earlierFirstLine;
  if (intent.message && untouched) next.projectDescription = intent.message;
  if (intent.newsletter) next.newsletter = true;
  return next;
}

/** The intent of the address the page opened with (read while rendering, so server and browser agree). */
export function useInitialContactIntent(): ContactIntent {
  const { search } = useLocation();
  const first = useRef<ContactIntent | null>(null);
  first.current ??= readContactIntent(new URLSearchParams(search));
  return first.current;
}

/**
 * Calls `apply` with the intent of every later visit to the contact form (a button followed on
 * this page changes the address, and its history entry, without reloading the form). A whole
 * app's router gives each visit a key of its own; an island's router (IslandRouter, on the
 * server's page) follows the address and keeps one key, so there a new query is a new visit.
 */
export function useLaterContactIntents(apply: (intent: ContactIntent) => void): void {
  const { key, search } = useLocation();
  const visit = `${key}${search}`;
  const seen = useRef(visit);
  useEffect(() => {
    if (seen.current === visit) return;
    seen.current = visit;
    const intent = readContactIntent(new URLSearchParams(search));
    if (!isEmptyIntent(intent)) apply(intent);
  }, [visit, search, apply]);
}
