import { Suspense, useState } from 'react';
import type { SectionPart } from '../routes';
import { lazySection, retrySection } from './section-cache';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionLoading } from './section-loading';

/** One section module on the page, loaded at run time, with its own loading state and error box. */
export function SectionSlot({ part }: { part: SectionPart }) {
  const [attempt, setAttempt] = useState(0);
  const Section = lazySection(part.section, part.module);
  const retry = () => {
    retrySection(part.section, part.module);
    setAttempt((count) => count + 1);
  };
  return (
    <SectionErrorBoundary key={attempt} sectionLabel={`${part.section}/${part.module}`} onRetry={retry}>
      <Suspense fallback={<SectionLoading />}>
        <Section {...part.props} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
