import { HOME_ANCHORS, type HomeAnchor } from '@site/contracts';
import type { ReactNode } from 'react';

/** The page around a band under test: the anchors its buttons scroll to. */
export function WithAnchorTargets({
  anchors = [HOME_ANCHORS.services, HOME_ANCHORS.contact],
  children,
}: {
  anchors?: HomeAnchor[];
  children: ReactNode;
}) {
  return (
    <>
      {children}
      {anchors.map((anchor) => (
        <section key={anchor} id={anchor} />
      ))}
    </>
  );
}
