import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';

/**
 * Checks Kubernetes objects against the OpenAPI schema of a current Kubernetes release, as the
 * kubernetes-models package ships it. Run as its own process (`tsx`), because kubernetes-models is
 * ESM-only with `import` entry points, which jest's CommonJS mode does not load: it reads a JSON
 * array of arrays of objects on stdin and writes, for each array, the complaints (empty: valid).
 */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'networking.k8s.io/v1/Ingress': Ingress,
};

/** Kinds of operators an overlay may use, which kubernetes-models has no schema for: checked by their own rules. */
const OPERATOR_KINDS = new Set([
  'postgresql.cnpg.io/v1/Cluster',
  'monitoring.coreos.com/v1/PodMonitor',
  'monitoring.coreos.com/v1/PrometheusRule',
]);

interface Described {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: unknown };
}

/**
 * kustomize folds a long base64 value of a generated Secret over several lines; the API server
 * reads it as one (Go's base64 skips line breaks), the schema's "byte" format does not: unfold it.
 */
function asTheServerReadsIt(object: Described & { data?: unknown }): Described {
  if (object.kind !== 'Secret' || typeof object.data !== 'object' || object.data === null) return object;
  const data = Object.fromEntries(
    Object.entries(object.data).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\s+/g, '') : value,
    ]),
  );
  return { ...object, data } as Described;
}

function complaints(original: Described): string[] {
  const object = asTheServerReadsIt(original);
  const key = `${String(object.apiVersion)}/${String(object.kind)}`;
  const name = `${String(object.kind)}/${String(object.metadata?.name ?? '?')}`;
  if (OPERATOR_KINDS.has(key)) return [];
  const Model = MODELS[key];
  if (!Model) return [`${name}: ${key} is not a kind these manifests are expected to hold`];
  try {
    new Model(object as never).validate();
    return [];
  } catch (error) {
    return [`${name}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const sets = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Described[][];
  process.stdout.write(JSON.stringify(sets.map((objects) => objects.flatMap(complaints))));
}

void main();
