import { existsSync, readFileSync } from 'node:fs';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import type { JsDownload } from './measure-route-js';
import { sourcePackage } from './source-package';

/** Where a downloaded file lives on disk (its source map is beside it), and which workspace built it. */
export interface BuiltFile {
  path: string;
  workspace: string;
}

const UNMAPPED = '(not in the source map)';

/** Bytes of `code` per source-map source, by the generated columns each mapping covers. */
function bytesPerSource(code: string, map: TraceMap): Map<string | null, number> {
  const lines = code.split('\n');
  const perSource = new Map<string | null, number>();
  const add = (source: string | null, bytes: number) => {
    if (bytes > 0) perSource.set(source, (perSource.get(source) ?? 0) + bytes);
  };
  let line = -1;
  let column = 0;
  let source: string | null = null;
  const closeLine = () => {
    if (line >= 0) add(source, (lines[line]?.length ?? 0) - column);
  };
  eachMapping(map, (mapping) => {
    if (mapping.generatedLine - 1 !== line) {
      closeLine();
      for (let skipped = line + 1; skipped < mapping.generatedLine - 1; skipped++)
        add(null, lines[skipped]?.length ?? 0);
      line = mapping.generatedLine - 1;
      add(null, mapping.generatedColumn);
    } else {
      add(source, mapping.generatedColumn - column);
    }
    column = mapping.generatedColumn;
    source = mapping.source;
  });
  closeLine();
  for (let skipped = line + 1; skipped < lines.length; skipped++) add(null, lines[skipped]?.length ?? 0);
  return perSource;
}

/**
 * The gzip bytes of one downloaded file split by package, estimated from its source map: each
 * package's share of the file's characters times the file's gzip size. Without a map, the whole
 * file counts as unmapped.
 */
export function attributeFile(file: JsDownload, built: BuiltFile | undefined): Map<string, number> {
  const result = new Map<string, number>();
  const mapFile = built ? `${built.path}.map` : '';
  if (!built || !existsSync(mapFile)) {
    result.set(UNMAPPED, file.gzipBytes);
    return result;
  }
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  const perSource = bytesPerSource(file.body.toString('utf8'), map);
  const total = [...perSource.values()].reduce((sum, bytes) => sum + bytes, 0);
  for (const [source, bytes] of perSource) {
    const label = source === null ? UNMAPPED : sourcePackage(source, built.workspace);
    result.set(label, (result.get(label) ?? 0) + (bytes / total) * file.gzipBytes);
  }
  return result;
}
