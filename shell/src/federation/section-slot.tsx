import type { SectionPart } from '@site/contracts';
import { useRenderedOnServer } from '@site/platform';
import { Suspense, use, useRef, useState } from 'react';
import { nearViewportGate, useOpenGateWhenNear } from './hydrate-when-near';
import { PartHydratedMark } from './part-hydrated';
import { lazySection, retrySection } from './section-cache';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionLoading } from './section-loading';
import { ServerSection, useServerSections } from './server-sections';

interface SectionSlotProps {
  part: SectionPart;
  /** The page's first part: on a server-rendered page it hydrates at once, the others when near. */
  first: boolean;
}

function partKey(part: SectionPart): string {
  return `${part.section}/${part.module}`;
}

/** A part loaded in the browser, through the federation runtime. */
function BrowserSection({ part }: { part: SectionPart }) {
  const Section = lazySection(part.section, part.module);
  return <Section {...part.props} />;
}

/** A server-rendered part below the first screen: its code loads (and it hydrates) once it is near. */
function WhenNear({ part }: { part: SectionPart }) {
  use(nearViewportGate(partKey(part)));
  return <BrowserSection part={part} />;
}

/**
 * One section module on the page, with its own loading state and error box: rendered by the
 * server's section builds on the server, loaded at run time in the browser.
 */
export function SectionSlot({ part, first }: SectionSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const serverSections = useServerSections();
  const renderedOnServer = useRenderedOnServer();
  const element = useRef<HTMLDivElement>(null);
  const deferred = renderedOnServer && !first && attempt === 0;
  useOpenGateWhenNear(partKey(part), element, deferred && !serverSections);
  const retry = () => {
    retrySection(part.section, part.module);
    setAttempt((count) => count + 1);
  };
  let content = <BrowserSection part={part} />;
  if (serverSections) content = <ServerSection part={part} modules={serverSections} />;
  else if (deferred) content = <WhenNear part={part} />;
  return (
    <div ref={element} data-section-part={partKey(part)}>
      <SectionErrorBoundary key={attempt} sectionLabel={partKey(part)} onRetry={retry}>
        <Suspense fallback={<SectionLoading />}>
          <PartHydratedMark wrapper={element} />
          {content}
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
