import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments, parseDocument, YAMLSeq } from 'yaml';
import { REPO_ROOT } from '../../scripts/workspaces';
import { findExecutable } from './find-executable';

export const KUBERNETES_DIR = path.join(REPO_ROOT, 'deploy', 'kubernetes');

/** Any object a manifest holds: checked against its kind's schema before anything else reads it. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

const SCHEMA_CHECK = path.join(__dirname, 'kubernetes-schema.mts');
const TSX_CLI = path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * The schema's complaints about each set of objects (empty where all are valid), each naming its
 * object: checked against the OpenAPI schema of a current Kubernetes release (kubernetes-models),
 * in a process of its own (kubernetes-schema.mts says why). One process for many sets.
 */
export function schemaErrors(sets: readonly (readonly KubernetesObject[])[]): string[][] {
  const result = spawnSync(process.execPath, [TSX_CLI, SCHEMA_CHECK], {
    input: JSON.stringify(sets),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the schema check failed to run:\n${result.stderr}`);
  return JSON.parse(result.stdout) as string[][];
}

const KUBECTL_CANDIDATES = ['/usr/local/bin/kubectl', '/usr/bin/kubectl'];

/** kubectl (KUBECTL_BIN, the usual places, then PATH), or undefined where it is not installed. */
export function findKubectl(): string | undefined {
  return findExecutable('kubectl', process.env.KUBECTL_BIN, KUBECTL_CANDIDATES);
}

/** The candidate's tag in the overlay with a section's canary (what a section team would set). */
export const CANARY_TEST_TAG = '0b7e4c2a9f13';

/**
 * A copy of deploy/kubernetes to render from: the local overlay's secrets.env is git-ignored (it
 * holds real credentials on a laptop), so the copy gets its example in its place; and one more
 * overlay, production with the CloudNativePG component, for the documented option; and production with
 * a canary of the forms section (components/section-canary) and its candidate's tag.
 */
export function renderableCopy(): { dir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'kubernetes-check-'));
  const dir = path.join(root, 'kubernetes');
  cpSync(KUBERNETES_DIR, dir, { recursive: true });
  const local = path.join(dir, 'overlays', 'local');
  writeFileSync(path.join(local, 'secrets.env'), readFileSync(path.join(local, 'secrets.env.example'), 'utf8'));
  const production = path.join(dir, 'overlays', 'production', 'kustomization.yaml');
  const withOperator = path.join(dir, 'overlays', 'production-cloudnative-pg');
  cpSync(path.dirname(production), withOperator, { recursive: true });
  const kustomization = parseDocument(readFileSync(production, 'utf8'));
  const components = (kustomization.get('components') as YAMLSeq | undefined) ?? new YAMLSeq();
  components.add('../../components/cloudnative-pg');
  kustomization.set('components', components);
  writeFileSync(path.join(withOperator, 'kustomization.yaml'), kustomization.toString());
  const withCanary = path.join(dir, 'overlays', 'production-section-canary');
  cpSync(path.dirname(production), withCanary, { recursive: true });
  const canary = parseDocument(readFileSync(production, 'utf8'));
  const canaryComponents = (canary.get('components') as YAMLSeq | undefined) ?? new YAMLSeq();
  canaryComponents.add('../../components/section-canary');
  canary.set('components', canaryComponents);
  (canary.get('images') as YAMLSeq).add({
    name: 'powerai/section-forms-canary',
    newName: 'registry.powerai-consulting.co.uk/site/section-forms',
    newTag: CANARY_TEST_TAG,
  });
  writeFileSync(path.join(withCanary, 'kustomization.yaml'), canary.toString());
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** `kubectl kustomize <dir>`, parsed: every object it renders. */
export function kustomize(kubectl: string, dir: string): KubernetesObject[] {
  const result = spawnSync(kubectl, ['kustomize', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout)
    .map((document) => document.toJS() as KubernetesObject | null)
    .filter((object): object is KubernetesObject => object !== null);
}
