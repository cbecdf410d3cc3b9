import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

interface CompleteRenderOptions {
  /** How long React may take; parts still rendering then are left to the browser. */
  budgetMs: number;
  onError: (error: unknown) => void;
}

export interface CompleteRender {
  markup: string;
  /** Whether the budget ran out first: the parts still rendering then were left to the browser. */
  budgetSpent: boolean;
}

/**
 * A page's markup once every part is done (or given up at the budget), as one string. Nothing is
 * written before then, so every part stands in place: React needs none of its inline scripts to
 * move a late part into its place (a page is the same bytes for every visitor and runs no inline
 * script). A part that throws, or is cut at the budget, is written as React's marker for "render
 * this in the browser" around its fallback.
 */
export function renderComplete(element: ReactNode, options: CompleteRenderOptions): Promise<CompleteRender> {
  return new Promise<CompleteRender>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let budgetSpent = false;
    const stream = renderToPipeableStream(element, {
      // Even a large part is written in place, never held back for a script to reveal.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        const chunks: Buffer[] = [];
        const collect = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            resolve({ markup: Buffer.concat(chunks).toString('utf8'), budgetSpent });
            done();
          },
        });
        // Not within this call: after an abort React is still finishing its other aborted parts.
        setImmediate(() => stream.pipe(collect));
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError: options.onError,
    });
    timer = setTimeout(() => {
      budgetSpent = true;
      stream.abort(new Error('render budget spent'));
    }, options.budgetMs);
    timer.unref();
  });
}
