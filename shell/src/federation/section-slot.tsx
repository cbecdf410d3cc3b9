import type { SectionPart } from '@site/contracts';
import { Suspense, useState } from 'react';
import { partKey } from './part-key';
import { lazySection, retrySection } from './section-cache';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionLoading } from './section-loading';
import { ServerPart } from './server-part';
import { useServerSections } from './server-sections';

interface SectionSlotProps {
  part: SectionPart;
  /** The page's first part: on a server-rendered page, when it is an island, it hydrates at once; the others when near. */
  first: boolean;
  /** The route's pattern (a part reads its parameters). */
  routePath: string;
}

/** A part loaded in the browser, through the federation runtime. */
function BrowserSection({ part }: { part: SectionPart }) {
  const Section = lazySection(part.section, part.module);
  return <Section {...part.props} />;
}

/**
 * One section module on the page, with its own loading state and error box: rendered by the
 * server's section builds on the server, loaded at run time in the browser.
 */
export function SectionSlot({ part, first, routePath }: SectionSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const serverSections = useServerSections();
  const retry = () => {
    retrySection(part.section, part.module);
    setAttempt((count) => count + 1);
  };
  const content = serverSections ? (
    <ServerPart part={part} modules={serverSections} routePath={routePath} first={first} />
  ) : (
    <BrowserSection part={part} />
  );
  return (
    <div data-section-part={partKey(part)}>
      <SectionErrorBoundary key={attempt} sectionLabel={partKey(part)} onRetry={retry}>
        <Suspense fallback={<SectionLoading />}>{content}</Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
