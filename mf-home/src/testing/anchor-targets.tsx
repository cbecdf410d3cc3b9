import type { ReactNode } from 'react';

/** The page around a section under test: the sections its buttons scroll to. */
export function WithTargets({ ids = ['services', 'contact'], children }: { ids?: string[]; children: ReactNode }) {
  return (
    <>
      {children}
      {ids.map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}
