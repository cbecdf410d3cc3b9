import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IIoK8sApiCoreV1Container } from 'kubernetes-models/v1/Container';
import type { IIoK8sApiCoreV1Probe } from 'kubernetes-models/v1/Probe';
import type { IService } from 'kubernetes-models/v1/Service';
import type { KubernetesObject } from './kubernetes-manifests';

type Labels = Record<string, string>;
type Selector = { matchLabels?: Labels; matchExpressions?: unknown[] } | undefined;

/** Deployments that run once by design, exempt from "at least two in production" (redis.yaml says why). */
// A section's canary (components/section-canary) is one pod on purpose: scaled to 0 to roll back.
const SINGLETONS = new Set(['redis']);

/** What each probe of the site's own servers must ask, so a probe means what its name says. */
const PROBE_PATHS: Record<string, { readiness: string; liveness: string }> = {
  // Ready: PostgreSQL answers. Live: the process answers (a database outage must not restart replicas).
  api: { readiness: '/api/health', liveness: '/api/health/live' },
  // Ready: a renderer is warm. Live: the process answers.
  gateway: { readiness: '/_site/ready', liveness: '/_site/live' },
};

/** Secret settings: they come from a Secret, never as a value written in a manifest. */
const SECRET_VARIABLES = ['DATABASE_URL', 'ADMIN_TOKEN', 'SMTP_URL', 'LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET'];

/** Secrets made outside the manifests: by hand (docs/operations/deploy.md, "Secrets") or by an operator. */
const EXTERNAL_SECRETS = new Set(['site-secrets', 'site-tls', 'site-db-app']);

export interface RuleOptions {
  /** The production overlay: every service at least twice, no Secret rendered at all. */
  production: boolean;
}

function matches(selector: Selector, labels: Labels | undefined): boolean {
  if (!selector || selector.matchExpressions?.length) return false;
  return Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels?.[key] === value);
}

function byKind<T>(objects: readonly KubernetesObject[], kind: string): (T & KubernetesObject)[] {
  return objects.filter((object) => object.kind === kind) as (T & KubernetesObject)[];
}

function podLabels(deployment: IDeployment): Labels | undefined {
  return deployment.spec?.template.metadata?.labels;
}

function probeProblems(where: string, container: IIoK8sApiCoreV1Container, app: string): string[] {
  const problems: string[] = [];
  const ports = new Set((container.ports ?? []).flatMap((port) => [port.containerPort, port.name]));
  const kinds = ['startupProbe', 'readinessProbe', 'livenessProbe'] as const;
  for (const kind of kinds) {
    const probe: IIoK8sApiCoreV1Probe | undefined = container[kind];
    if (!probe) {
      problems.push(`${where}: no ${kind}`);
      continue;
    }
    const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
    if (!probe.httpGet && !probe.tcpSocket && !probe.exec && !probe.grpc)
      problems.push(`${where}: ${kind} checks nothing`);
    if (port !== undefined && !ports.has(port))
      problems.push(`${where}: ${kind} asks port ${port}, which the container does not open`);
  }
  const expected = PROBE_PATHS[app];
  if (expected) {
    if (container.readinessProbe?.httpGet?.path !== expected.readiness)
      problems.push(`${where}: readinessProbe must ask ${expected.readiness}`);
    if (container.livenessProbe?.httpGet?.path !== expected.liveness)
      problems.push(`${where}: livenessProbe must ask ${expected.liveness}`);
  }
  return problems;
}

function containerProblems(
  where: string,
  container: IIoK8sApiCoreV1Container,
  deployment: IDeployment,
  app: string,
): string[] {
  const problems = probeProblems(where, container, app);
  for (const kind of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (container.resources?.[kind]?.[resource] === undefined) problems.push(`${where}: no ${resource} ${kind}`);
    }
  }
  const security = container.securityContext;
  if (security?.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation must be false`);
  if (security?.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem must be true`);
  if (!security?.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities must drop ALL`);
  if (security?.privileged) problems.push(`${where}: privileged`);
  const pod = deployment.spec?.template.spec?.securityContext;
  const nonRoot = security?.runAsNonRoot ?? pod?.runAsNonRoot;
  const user = security?.runAsUser ?? pod?.runAsUser;
  if (nonRoot !== true) problems.push(`${where}: runAsNonRoot must be true`);
  if (user === 0) problems.push(`${where}: runs as root (runAsUser 0)`);
  const image = container.image ?? '';
  const tag = /^[^@]+:([^:/]+)$/.exec(image)?.[1];
  if (!image.includes('@sha256:') && (!tag || tag === 'latest'))
    problems.push(`${where}: image ${image} needs a release tag (not latest, not none)`);
  const volumes = new Set((deployment.spec?.template.spec?.volumes ?? []).map((volume) => volume.name));
  for (const mount of container.volumeMounts ?? []) {
    if (!volumes.has(mount.name)) problems.push(`${where}: mounts ${mount.name}, which the pod does not have`);
  }
  for (const variable of container.env ?? []) {
    if (SECRET_VARIABLES.includes(variable.name) && variable.value !== undefined)
      problems.push(`${where}: ${variable.name} is written in the manifest; it belongs in a Secret`);
  }
  return problems;
}

function deploymentProblems(objects: readonly KubernetesObject[], options: RuleOptions): string[] {
  const problems: string[] = [];
  const budgets = byKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  const autoscalers = byKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
  for (const deployment of byKind<IDeployment>(objects, 'Deployment')) {
    const name = deployment.metadata.name;
    const app = podLabels(deployment)?.['app.kubernetes.io/name'] ?? name;
    const containers = deployment.spec?.template.spec?.containers ?? [];
    if (!matches(deployment.spec?.selector, podLabels(deployment)))
      problems.push(`Deployment/${name}: its selector does not select its own pods`);
    for (const container of containers) {
      problems.push(...containerProblems(`Deployment/${name} container ${container.name}`, container, deployment, app));
    }
    if (!budgets.some((budget) => matches(budget.spec?.selector, podLabels(deployment))))
      problems.push(`Deployment/${name}: no PodDisruptionBudget covers its pods`);
    const autoscaler = autoscalers.find(
      (hpa) => hpa.spec?.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === name,
    );
    if (autoscaler && deployment.spec?.replicas !== undefined)
      problems.push(
        `Deployment/${name}: sets replicas although an autoscaler owns the count (an apply would reset it)`,
      );
    if (options.production && !SINGLETONS.has(name) && !name.endsWith('-canary')) {
      const least = autoscaler ? (autoscaler.spec?.minReplicas ?? 1) : (deployment.spec?.replicas ?? 1);
      if (least < 2) problems.push(`Deployment/${name}: ${least} replica(s) in production; at least 2`);
    }
  }
  for (const required of Object.keys(PROBE_PATHS)) {
    if (!autoscalers.some((hpa) => hpa.spec?.scaleTargetRef.name === required))
      problems.push(`Deployment/${required}: no HorizontalPodAutoscaler`);
  }
  const deploymentNames = new Set(byKind<IDeployment>(objects, 'Deployment').map((d) => d.metadata.name));
  for (const hpa of autoscalers) {
    const target = hpa.spec?.scaleTargetRef;
    if (target?.kind !== 'Deployment' || !deploymentNames.has(target.name))
      problems.push(
        `HorizontalPodAutoscaler/${hpa.metadata.name}: targets ${target?.kind}/${target?.name}, which does not exist`,
      );
    if ((hpa.spec?.minReplicas ?? 1) > (hpa.spec?.maxReplicas ?? 0))
      problems.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: minReplicas above maxReplicas`);
  }
  return problems;
}

function referenceProblems(objects: readonly KubernetesObject[], options: RuleOptions): string[] {
  const problems: string[] = [];
  const names = (kind: string) => new Set(objects.filter((o) => o.kind === kind).map((o) => o.metadata.name));
  const configMaps = names('ConfigMap');
  const secrets = names('Secret');
  const services = byKind<IService>(objects, 'Service');
  const deployments = byKind<IDeployment>(objects, 'Deployment');
  for (const deployment of deployments) {
    for (const container of deployment.spec?.template.spec?.containers ?? []) {
      const where = `Deployment/${deployment.metadata.name} container ${container.name}`;
      const secretRefs = [
        ...(container.envFrom ?? []).flatMap((source) => (source.secretRef ? [source.secretRef.name] : [])),
        ...(container.env ?? []).flatMap((variable) => {
          const ref = variable.valueFrom?.secretKeyRef;
          return ref ? [ref.name] : [];
        }),
      ];
      const configRefs = (container.envFrom ?? []).flatMap((source) =>
        source.configMapRef ? [source.configMapRef.name] : [],
      );
      for (const ref of configRefs)
        if (!configMaps.has(ref ?? '')) problems.push(`${where}: ConfigMap ${ref} does not exist`);
      for (const ref of secretRefs) {
        if (!secrets.has(ref ?? '') && !EXTERNAL_SECRETS.has(ref ?? ''))
          problems.push(`${where}: Secret ${ref} is neither rendered nor made outside`);
      }
    }
  }
  for (const service of services) {
    if (!deployments.some((deployment) => matches({ matchLabels: service.spec?.selector }, podLabels(deployment))))
      problems.push(`Service/${service.metadata.name}: selects no Deployment's pods`);
  }
  if (options.production) {
    for (const secret of objects.filter((object) => object.kind === 'Secret'))
      problems.push(
        `Secret/${secret.metadata.name}: rendered into production; secrets are made outside the repository`,
      );
  }
  return problems;
}

function ingressProblems(objects: readonly KubernetesObject[]): string[] {
  const problems: string[] = [];
  const ingresses = byKind<IIngress>(objects, 'Ingress');
  if (ingresses.length === 0) problems.push('no Ingress');
  for (const ingress of ingresses) {
    const where = `Ingress/${ingress.metadata.name}`;
    // Pages come whole from the gateway pods' page cache; ingress-nginx's default is off, which
    // holds a gateway connection for as long as the slowest visitor takes to read the page.
    if (ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-buffering'] !== 'on')
      problems.push(
        `${where}: does not buffer responses (pages come whole from the page cache): set proxy-buffering "on"`,
      );
    for (const rule of ingress.spec?.rules ?? []) {
      for (const route of rule.http?.paths ?? []) {
        const backend = route.backend.service?.name;
        if (backend !== 'gateway')
          problems.push(`${where}: ${route.path} goes to ${backend}; visitors reach the gateway only`);
      }
    }
  }
  return problems;
}

/** The pods a policy's peer (`from`/`to` entry) could be, as Deployments of this manifest set; `*` for anything outside. */
function peerDeployments(
  peer: { podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: unknown },
  deployments: readonly IDeployment[],
): string[] {
  if (peer.namespaceSelector || peer.ipBlock) return ['*'];
  return deployments
    .filter((deployment) => !peer.podSelector?.matchLabels || matches(peer.podSelector, podLabels(deployment)))
    .map((deployment) => deployment.metadata?.name ?? '?');
}

function networkProblems(objects: readonly KubernetesObject[]): string[] {
  const problems: string[] = [];
  const policies = byKind<INetworkPolicy>(objects, 'NetworkPolicy');
  const deployments = byKind<IDeployment>(objects, 'Deployment');
  const selected = (policy: INetworkPolicy) =>
    deployments.filter(
      (deployment) =>
        matches(policy.spec?.podSelector, podLabels(deployment)) || !policy.spec?.podSelector?.matchLabels,
    );
  const denyAll = policies.some(
    (policy) =>
      Object.keys(policy.spec?.podSelector ?? {}).length === 0 &&
      policy.spec?.policyTypes?.includes('Ingress') &&
      policy.spec.policyTypes.includes('Egress') &&
      !policy.spec.ingress?.length &&
      !policy.spec.egress?.length,
  );
  if (!denyAll) problems.push('NetworkPolicy: no default deny of ingress and egress for every pod');
  const isApp = (deployment: IDeployment, app: string) => podLabels(deployment)?.['app.kubernetes.io/name'] === app;
  const isSection = (deployment: IDeployment) => podLabels(deployment)?.['app.kubernetes.io/component'] === 'section';
  for (const policy of policies) {
    const where = `NetworkPolicy/${policy.metadata?.name}`;
    const targets = selected(policy);
    // Who may come in to the API, the sections and Redis (Prometheus may reach a metrics port alone).
    for (const rule of policy.spec?.ingress ?? []) {
      const sources = (rule.from ?? [{}]).flatMap((peer) => peerDeployments(peer, deployments));
      for (const target of targets) {
        const metrics = metricsPorts(target);
        const ports = rule.ports ?? [];
        if (ports.length > 0 && ports.every((port) => port.port !== undefined && metrics.has(port.port))) continue;
        const allowed = isApp(target, 'redis')
          ? ['api']
          : isApp(target, 'api') || isSection(target)
            ? ['gateway']
            : undefined;
        if (!allowed) continue;
        const strangers = sources.filter((source) => !allowed.includes(source));
        if (strangers.length > 0)
          problems.push(
            `${where}: lets ${strangers.join(', ')} reach ${target.metadata?.name}; only ${allowed.join(', ')} may`,
          );
      }
    }
    // Who may go out to PostgreSQL and Redis.
    for (const rule of policy.spec?.egress ?? []) {
      const ports = (rule.ports ?? []).map((port) => port.port);
      const peers = (rule.to ?? [{}]).flatMap((peer) => peerDeployments(peer, deployments));
      const anyPort = ports.length === 0;
      const toPostgres = (anyPort || ports.includes(5432)) && peers.includes('*');
      const toRedis = (anyPort || ports.includes(6379)) && peers.includes('redis');
      const strangers = targets.filter((target) => !isApp(target, 'api')).map((target) => target.metadata?.name);
      if ((toPostgres || toRedis) && strangers.length > 0)
        problems.push(
          `${where}: lets ${strangers.join(', ')} reach ${toRedis ? 'Redis' : 'PostgreSQL'}; only the API may`,
        );
    }
  }
  for (const deployment of deployments) {
    const name = deployment.metadata?.name ?? '?';
    const own = policies.filter(
      (policy) =>
        Object.keys(policy.spec?.podSelector ?? {}).length > 0 &&
        matches(policy.spec?.podSelector, podLabels(deployment)),
    );
    if (own.length === 0) problems.push(`Deployment/${name}: no NetworkPolicy of its own (who may reach it?)`);
  }
  return problems;
}

/** A Deployment's ports named `metrics`, by name and number: what Prometheus scrapes, and nothing else. */
function metricsPorts(deployment: IDeployment): Set<string | number> {
  const ports = (deployment.spec?.template.spec?.containers ?? []).flatMap((container) => container.ports ?? []);
  return new Set(
    ports.filter((port) => port.name === 'metrics').flatMap((port) => [port.name ?? '', port.containerPort]),
  );
}

interface PodMonitor {
  spec?: { selector?: Selector; podMetricsEndpoints?: { port?: string }[] };
}

/** Each PodMonitor scrapes pods that exist, on a port their containers open and name `metrics`. */
function monitoringProblems(objects: readonly KubernetesObject[]): string[] {
  const problems: string[] = [];
  const deployments = byKind<IDeployment>(objects, 'Deployment');
  for (const monitor of byKind<PodMonitor>(objects, 'PodMonitor')) {
    const where = `PodMonitor/${monitor.metadata.name}`;
    const scraped = deployments.filter((deployment) => matches(monitor.spec?.selector, podLabels(deployment)));
    if (scraped.length === 0) problems.push(`${where}: selects no Deployment's pods`);
    for (const endpoint of monitor.spec?.podMetricsEndpoints ?? []) {
      for (const deployment of scraped) {
        if (endpoint.port !== 'metrics' || !metricsPorts(deployment).has(endpoint.port))
          problems.push(
            `${where}: scrapes port ${endpoint.port} of Deployment/${deployment.metadata?.name}, which is not its metrics port`,
          );
      }
    }
  }
  return problems;
}

/**
 * The rules a rendered overlay must keep, beyond the API schema: probes that mean something,
 * limits, a locked-down security context, disruption budgets, release tags, replicas and
 * autoscalers, references that resolve, the Ingress, the NetworkPolicies and the PodMonitors. Returns every
 * violation, each naming its object; empty when all hold.
 */
export function ruleViolations(objects: readonly KubernetesObject[], options: RuleOptions): string[] {
  return [
    ...deploymentProblems(objects, options),
    ...referenceProblems(objects, options),
    ...ingressProblems(objects),
    ...networkProblems(objects),
    ...monitoringProblems(objects),
  ];
}
