import path from 'node:path';
import ts from 'typescript';
import type { KubernetesObject } from './kubernetes-manifests';

/**
 * Each kind's TypeScript type in kubernetes-models (generated from the same OpenAPI schema). The
 * schema allows fields it does not define (it has no `additionalProperties: false`), so a typo
 * such as `readinesProbe` passes it, while the API server, validating fields strictly as kubectl
 * asks it to, refuses the object. TypeScript's excess property check on an object literal finds
 * exactly those.
 */
const TYPES: Record<string, { module: string; type: string }> = {
  'apps/v1/Deployment': { module: 'kubernetes-models/apps/v1/Deployment', type: 'IDeployment' },
  'v1/Service': { module: 'kubernetes-models/v1/Service', type: 'IService' },
  'v1/ConfigMap': { module: 'kubernetes-models/v1/ConfigMap', type: 'IConfigMap' },
  'v1/Secret': { module: 'kubernetes-models/v1/Secret', type: 'ISecret' },
  'policy/v1/PodDisruptionBudget': {
    module: 'kubernetes-models/policy/v1/PodDisruptionBudget',
    type: 'IPodDisruptionBudget',
  },
  'autoscaling/v2/HorizontalPodAutoscaler': {
    module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
    type: 'IHorizontalPodAutoscaler',
  },
  'networking.k8s.io/v1/NetworkPolicy': {
    module: 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy',
    type: 'INetworkPolicy',
  },
  'networking.k8s.io/v1/Ingress': { module: 'kubernetes-models/networking.k8s.io/v1/Ingress', type: 'IIngress' },
};

/** A file that never exists on disk: placed beside this one so `kubernetes-models` resolves from the repo's node_modules. */
const CHECK_FILE = path.join(__dirname, '__kubernetes-fields-check__.ts');

/**
 * Fields no kind defines, in each set of objects: each as `Kind/name: <TypeScript's message>`.
 * Kinds without a type here (an operator's) are left to their own checks. One compile for all sets.
 */
export function unknownFieldErrors(sets: readonly (readonly KubernetesObject[])[]): string[][] {
  const imports = Object.values(TYPES).map(({ module, type }) => `import type { ${type} } from '${module}';\n`);
  let source = imports.join('');
  let line = imports.length;
  /** The first line of each object's literal, to name it in a message. */
  const starts: { line: number; set: number; name: string }[] = [];
  sets.forEach((objects, set) => {
    objects.forEach((object, index) => {
      const typed = TYPES[`${object.apiVersion}/${object.kind}`];
      if (!typed) return;
      const literal = `export const o${set}_${index}: ${typed.type} = ${JSON.stringify(object, null, 1)};\n`;
      starts.push({ line, set, name: `${object.kind}/${object.metadata?.name ?? '?'}` });
      source += literal;
      line += literal.split('\n').length - 1;
    });
  });
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === CHECK_FILE ? source : readFile(file));
  host.fileExists = (
    (exists) => (file: string) =>
      path.resolve(file) === CHECK_FILE || exists(file)
  )(host.fileExists.bind(host));
  host.getSourceFile = (file, language, onError, create) =>
    path.resolve(file) === CHECK_FILE
      ? ts.createSourceFile(file, source, language, true)
      : getSourceFile(file, language, onError, create);
  const program = ts.createProgram([CHECK_FILE], options, host);
  const checked = program.getSourceFile(CHECK_FILE);
  const errors: string[][] = sets.map(() => []);
  for (const diagnostic of ts.getPreEmitDiagnostics(program, checked)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : -1;
    const owner = [...starts].reverse().find((start) => start.line <= line);
    if (!owner) throw new Error(`the field check itself failed: ${message}`);
    errors[owner.set]?.push(`${owner.name}: ${message}`);
  }
  return errors;
}
