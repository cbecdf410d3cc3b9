import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_NAMES } from '@site/contracts';
import { parse } from 'yaml';
import { KUBERNETES_SECTIONS_FILE, renderKubernetesSections } from '../../scripts/deploy/kubernetes-sections';
import { ALERT_RULES_FILE, PROMETHEUS_RULE_FILE, renderPrometheusRule } from '../../scripts/deploy/prometheus-rule';
import { unknownFieldErrors } from './kubernetes-fields';
import {
  CANARY_TEST_TAG,
  findKubectl,
  KUBERNETES_DIR,
  type KubernetesObject,
  kustomize,
  renderableCopy,
  schemaErrors,
} from './kubernetes-manifests';
import { ruleViolations } from './kubernetes-rules';

const kubectl = findKubectl();
if (!kubectl) {
  // Printed, not silent: the schema and rule checks below need the overlays rendered.
  console.warn(
    'SKIPPED the Kubernetes manifest checks: kubectl is not installed (set KUBECTL_BIN, or install kubectl, ' +
      'whose `kubectl kustomize` renders the overlays). The generated-file and secret checks still run.',
  );
}
const describeWithKubectl = kubectl ? describe : describe.skip;

const OVERLAYS = ['local', 'production', 'production-cloudnative-pg', 'production-section-canary'] as const;
type Overlay = (typeof OVERLAYS)[number];

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A deep copy to break on purpose. */
function copyOf(objects: readonly KubernetesObject[]): KubernetesObject[] {
  return structuredClone(objects) as KubernetesObject[];
}

function find(objects: KubernetesObject[], kind: string, name: string): Record<string, unknown> {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not rendered`);
  return found;
}

/** A path into a rendered object, for breaking one field (the test fails loudly if the path is gone). */
function at(object: unknown, ...keys: (string | number)[]): Record<string, unknown> {
  let here: unknown = object;
  for (const key of keys) {
    if (typeof here !== 'object' || here === null) throw new Error(`no ${keys.join('.')}`);
    here = (here as Record<string | number, unknown>)[key];
  }
  if (typeof here !== 'object' || here === null) throw new Error(`no ${keys.join('.')}`);
  return here as Record<string, unknown>;
}

const container = (objects: KubernetesObject[], deployment: string) =>
  at(find(objects, 'Deployment', deployment), 'spec', 'template', 'spec', 'containers', 0);

describe('deploy/kubernetes, without kubectl', () => {
  it('base/sections.yaml is up to date with the site map (else run `npx tsx scripts/deploy/kubernetes-sections.ts`)', () => {
    expect(readFileSync(KUBERNETES_SECTIONS_FILE, 'utf8')).toBe(renderKubernetesSections());
  });

  it('components/monitoring/prometheus-rule.yaml is up to date with alert-rules.yml (else run `npx tsx scripts/deploy/prometheus-rule.ts`)', () => {
    expect(readFileSync(PROMETHEUS_RULE_FILE, 'utf8')).toBe(renderPrometheusRule());
  });

  it('holds no Secret: credentials are made outside the repository', () => {
    for (const file of filesBelow(KUBERNETES_DIR)) {
      expect({ file, secret: /^kind:\s*Secret\s*$/m.test(readFileSync(file, 'utf8')) }).toEqual({
        file,
        secret: false,
      });
    }
    expect(filesBelow(KUBERNETES_DIR).map((file) => path.basename(file))).not.toContain('secrets.env');
  });
});

describeWithKubectl('deploy/kubernetes, rendered with kubectl kustomize', () => {
  const rendered = {} as Record<Overlay, KubernetesObject[]>;
  let remove: () => void = () => undefined;

  beforeAll(() => {
    const copy = renderableCopy();
    remove = copy.remove;
    for (const overlay of OVERLAYS) {
      rendered[overlay] = kustomize(kubectl as string, path.join(copy.dir, 'overlays', overlay));
    }
  });

  afterAll(() => remove());

  it('every object of every overlay is valid against the Kubernetes API schema', () => {
    const errors = schemaErrors(OVERLAYS.map((overlay) => rendered[overlay]));
    expect(Object.fromEntries(OVERLAYS.map((overlay, index) => [overlay, errors[index]]))).toEqual(
      Object.fromEntries(OVERLAYS.map((overlay) => [overlay, []])),
    );
  });

  it('no object has a field its kind does not define (the API server refuses those; the schema lets them pass)', () => {
    const errors = unknownFieldErrors(OVERLAYS.map((overlay) => rendered[overlay]));
    expect(Object.fromEntries(OVERLAYS.map((overlay, index) => [overlay, errors[index]]))).toEqual(
      Object.fromEntries(OVERLAYS.map((overlay) => [overlay, []])),
    );
  });

  it.each(OVERLAYS)('%s: keeps every rule (probes, limits, security, budgets, tags, replicas, policies)', (overlay) => {
    expect(ruleViolations(rendered[overlay], { production: overlay !== 'local' })).toEqual([]);
  });

  it('renders a Deployment, Service and PodDisruptionBudget per section, each with its own image', () => {
    for (const name of SECTION_NAMES) {
      const image = container(rendered.production, `section-${name}`).image;
      expect(image).toMatch(new RegExp(`/section-${name}:[0-9a-f]{12}$`));
      find(rendered.production, 'Service', `section-${name}`);
      find(rendered.production, 'PodDisruptionBudget', `section-${name}`);
    }
  });

  it("with a section's canary: a second Deployment and its Services, which the section's own Services never select", () => {
    const objects = rendered['production-section-canary'];
    expect(container(objects, 'section-forms-canary').image).toBe(
      `registry.powerai-consulting.co.uk/site/section-forms:${CANARY_TEST_TAG}`,
    );
    expect(container(objects, 'section-forms').image).toBe(container(rendered.production, 'section-forms').image);
    const canary = find(objects, 'Deployment', 'section-forms-canary');
    expect(at(canary, 'spec').replicas).toBe(1);
    const canaryPods = at(canary, 'spec', 'template', 'metadata', 'labels');
    const mainPods = at(find(objects, 'Deployment', 'section-forms'), 'spec', 'template', 'metadata', 'labels');
    const selects = (selector: Record<string, unknown>, labels: Record<string, unknown>) =>
      Object.entries(selector).every(([key, value]) => labels[key] === value);
    for (const name of ['section-forms', 'section-forms-pods']) {
      const selector = at(find(objects, 'Service', name), 'spec', 'selector');
      expect({ name, main: selects(selector, mainPods), canary: selects(selector, canaryPods) }).toEqual({
        name,
        main: true,
        canary: false,
      });
    }
    for (const name of ['section-forms-canary', 'section-forms-canary-pods']) {
      const selector = at(find(objects, 'Service', name), 'spec', 'selector');
      expect({ name, main: selects(selector, mainPods), canary: selects(selector, canaryPods) }).toEqual({
        name,
        main: false,
        canary: true,
      });
    }
    expect(at(find(objects, 'Service', 'section-forms-canary-pods'), 'spec').clusterIP).toBe('None');
    // The gateways may reach it: the sections' NetworkPolicy picks every section pod.
    expect(canaryPods['app.kubernetes.io/component']).toBe('section');
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('gateway-config-'));
    expect(config?.data).toMatchObject({
      SECTION_CANARY: 'forms',
      SECTION_CANARY_PODS_TEMPLATE: 'section-{name}-canary-pods:8080',
      SECTION_CANARY_ORIGIN_TEMPLATE: 'http://section-{name}-canary:8080',
      SECTION_CANARY_PERCENT: '10',
    });
    const plain = rendered.production.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('gateway-config-'),
    );
    expect(Object.keys(plain?.data as object).filter((key) => key.startsWith('SECTION_CANARY'))).toEqual([]);
  });

  it('runs every Deployment at least twice in production (the autoscalers start at 2), once locally', () => {
    const least = (objects: KubernetesObject[], name: string) => {
      const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === name);
      return hpa ? at(hpa, 'spec').minReplicas : at(find(objects, 'Deployment', name), 'spec').replicas;
    };
    for (const name of ['gateway', 'api', ...SECTION_NAMES.map((section) => `section-${section}`)]) {
      expect({ name, replicas: least(rendered.production, name) }).toEqual({ name, replicas: 2 });
      expect({ name, replicas: least(rendered.local, name) }).toEqual({ name, replicas: 1 });
    }
  });

  it('takes secrets from site-secrets (generated from the git-ignored secrets.env locally, made by hand in production)', () => {
    const env = container(rendered.production, 'api').env as { name: string; valueFrom?: unknown }[];
    expect(env.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom).toEqual({
      secretKeyRef: { name: 'site-secrets', key: 'DATABASE_URL' },
    });
    expect(rendered.production.filter((object) => object.kind === 'Secret')).toEqual([]);
    const localSecret = rendered.local.find((object) => object.kind === 'Secret');
    expect(localSecret?.metadata.name).toMatch(/^site-secrets-/);
    expect(Object.keys(at(localSecret, 'data'))).toEqual(expect.arrayContaining(['DATABASE_URL', 'ADMIN_TOKEN']));
  });

  it('with CloudNativePG, the API takes its database from the operator and may reach only its pods on 5432', () => {
    const objects = rendered['production-cloudnative-pg'];
    expect(find(objects, 'Cluster', 'site-db').apiVersion).toBe('postgresql.cnpg.io/v1');
    const env = container(objects, 'api').env as { name: string; valueFrom?: unknown }[];
    expect(env.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom).toEqual({
      secretKeyRef: { name: 'site-db-app', key: 'uri' },
    });
    expect(objects.find((object) => object.metadata.name === 'api-to-postgresql')).toBeUndefined();
    expect(at(find(objects, 'NetworkPolicy', 'api-to-site-db'), 'spec', 'egress', 0)).toEqual({
      to: [{ podSelector: { matchLabels: { 'cnpg.io/cluster': 'site-db' } } }],
      ports: [{ protocol: 'TCP', port: 5432 }],
    });
  });

  it('production is monitored: a PodMonitor per component on its metrics port, the alerts, the dashboard', () => {
    const objects = rendered.production;
    const scraped = (name: string) => at(find(objects, 'PodMonitor', name), 'spec');
    expect(scraped('api')).toMatchObject({
      selector: { matchLabels: { 'app.kubernetes.io/name': 'api' } },
      podMetricsEndpoints: [
        {
          port: 'metrics',
          path: '/metrics',
          relabelings: [expect.objectContaining({ targetLabel: 'job', replacement: 'api' })],
        },
      ],
    });
    expect(scraped('site-server')).toMatchObject({
      selector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } },
      podMetricsEndpoints: [
        { port: 'metrics', relabelings: [expect.objectContaining({ replacement: 'site-server' })] },
      ],
    });
    // Each process listens for Prometheus where its container opens the port `metrics`.
    for (const [deployment, configMap] of [
      ['api', 'api-config'],
      ['gateway', 'gateway-config'],
    ] as const) {
      const ports = container(objects, deployment).ports as { name: string; containerPort: number }[];
      const metricsPort = ports.find((port) => port.name === 'metrics')?.containerPort;
      const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith(`${configMap}-`));
      expect({ deployment, env: at(config, 'data') }).toMatchObject({
        deployment,
        env: { METRICS_PORT: String(metricsPort), METRICS_HOST: '0.0.0.0' },
      });
    }
    expect(at(find(objects, 'PrometheusRule', 'site-alerts'), 'spec')).toEqual(
      parse(readFileSync(ALERT_RULES_FILE, 'utf8')),
    );
    const dashboard = find(objects, 'ConfigMap', 'site-dashboard') as KubernetesObject;
    expect(dashboard.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    expect(JSON.parse(String(at(dashboard, 'data')['site-dashboard.json'])).uid).toBe('powerai-site');
  });

  it('the local overlay, on a cluster without the Prometheus Operator, has none of its objects', () => {
    expect(rendered.local.filter((object) => object.apiVersion.startsWith('monitoring.coreos.com/'))).toEqual([]);
  });

  describe('the checks fail on a broken manifest', () => {
    const changed = (change: (objects: KubernetesObject[]) => void): KubernetesObject[] => {
      const objects = copyOf(rendered.production);
      change(objects);
      return objects;
    };
    const broken = (change: (objects: KubernetesObject[]) => void): string[] =>
      ruleViolations(changed(change), { production: true });
    const schemaBroken = (change: (objects: KubernetesObject[]) => void): string[] =>
      schemaErrors([changed(change)])[0] ?? [];

    it('a field of the wrong type (schema)', () => {
      const problems = schemaBroken((objects) => {
        at(find(objects, 'Deployment', 'section-home'), 'spec').replicas = 'two';
      });
      expect(problems).toEqual([expect.stringMatching(/^Deployment\/section-home: .*replicas must be integer/)]);
    });

    it('a missing required field (schema)', () => {
      const problems = schemaBroken((objects) => {
        delete at(find(objects, 'HorizontalPodAutoscaler', 'api'), 'spec').scaleTargetRef;
      });
      expect(problems).toContainEqual(expect.stringMatching(/^HorizontalPodAutoscaler\/api: .*scaleTargetRef/));
    });

    it('no readiness probe, or one that asks the wrong thing', () => {
      expect(broken((objects) => delete container(objects, 'gateway').readinessProbe)).toContainEqual(
        'Deployment/gateway container gateway: no readinessProbe',
      );
      expect(
        broken((objects) => {
          at(container(objects, 'api'), 'readinessProbe', 'httpGet').path = '/api/health/live';
        }),
      ).toContainEqual('Deployment/api container api: readinessProbe must ask /api/health');
    });

    it('no limits, a writable root filesystem, escalation allowed, capabilities kept, root', () => {
      const problems = broken((objects) => {
        const api = container(objects, 'api');
        delete at(api, 'resources').limits;
        at(api, 'securityContext').readOnlyRootFilesystem = false;
        at(api, 'securityContext').allowPrivilegeEscalation = true;
        at(api, 'securityContext').capabilities = { drop: ['NET_RAW'] };
        at(find(objects, 'Deployment', 'api'), 'spec', 'template', 'spec', 'securityContext').runAsNonRoot = false;
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          'Deployment/api container api: no cpu limits',
          'Deployment/api container api: no memory limits',
          'Deployment/api container api: readOnlyRootFilesystem must be true',
          'Deployment/api container api: allowPrivilegeEscalation must be false',
          'Deployment/api container api: capabilities must drop ALL',
          'Deployment/api container api: runAsNonRoot must be true',
        ]),
      );
    });

    it('the latest tag, or none', () => {
      expect(
        broken((objects) => {
          container(objects, 'section-forms').image = 'registry.example/section-forms:latest';
        }),
      ).toContainEqual(expect.stringMatching(/section-forms container section: image .*:latest needs a release tag/));
      expect(
        broken((objects) => {
          container(objects, 'gateway').image = 'registry.example:5000/gateway';
        }),
      ).toContainEqual(expect.stringMatching(/gateway: image registry.example:5000\/gateway needs a release tag/));
    });

    it('one replica in production, a missing budget, an autoscaler aimed at nothing', () => {
      const problems = broken((objects) => {
        at(find(objects, 'Deployment', 'section-apps'), 'spec').replicas = 1;
        at(find(objects, 'HorizontalPodAutoscaler', 'gateway'), 'spec').minReplicas = 1;
        objects.splice(objects.indexOf(find(objects, 'PodDisruptionBudget', 'api') as KubernetesObject), 1);
        at(find(objects, 'HorizontalPodAutoscaler', 'api'), 'spec', 'scaleTargetRef').name = 'api-v2';
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          'Deployment/section-apps: 1 replica(s) in production; at least 2',
          'Deployment/gateway: 1 replica(s) in production; at least 2',
          'Deployment/api: no PodDisruptionBudget covers its pods',
          'HorizontalPodAutoscaler/api: targets Deployment/api-v2, which does not exist',
          'Deployment/api: no HorizontalPodAutoscaler',
        ]),
      );
    });

    it('a secret written into a manifest, or a Secret rendered into production', () => {
      const problems = broken((objects) => {
        const env = container(objects, 'api').env as { name: string; value?: string }[];
        env.push({ name: 'ADMIN_TOKEN', value: 'written-in-the-manifest-by-mistake' });
        objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'oops' }, stringData: { a: 'b' } });
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          'Deployment/api container api: ADMIN_TOKEN is written in the manifest; it belongs in a Secret',
          'Secret/oops: rendered into production; secrets are made outside the repository',
        ]),
      );
    });

    it('an Ingress that does not buffer pages or sends visitors past the gateway', () => {
      const problems = broken((objects) => {
        const ingress = find(objects, 'Ingress', 'site');
        delete at(ingress, 'metadata', 'annotations')['nginx.ingress.kubernetes.io/proxy-buffering'];
        at(ingress, 'spec', 'rules', 0, 'http', 'paths', 0, 'backend', 'service').name = 'api';
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Ingress\/site: does not buffer responses/),
          'Ingress/site: / goes to api; visitors reach the gateway only',
        ]),
      );
    });

    it('a NetworkPolicy letting another pod reach the API, PostgreSQL or Redis, or no default deny', () => {
      const problems = broken((objects) => {
        at(find(objects, 'NetworkPolicy', 'api'), 'spec', 'ingress', 0).from = [
          { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'section-home' } } },
        ];
        objects.push({
          apiVersion: 'networking.k8s.io/v1',
          kind: 'NetworkPolicy',
          metadata: { name: 'gateway-to-data' },
          spec: {
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } },
            policyTypes: ['Egress'],
            egress: [
              { to: [{ ipBlock: { cidr: '10.20.0.0/24' } }], ports: [{ protocol: 'TCP', port: 5432 }] },
              { to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'redis' } } }] },
            ],
          },
        });
        objects.splice(objects.indexOf(find(objects, 'NetworkPolicy', 'default-deny') as KubernetesObject), 1);
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          'NetworkPolicy/api: lets section-home reach api; only gateway may',
          'NetworkPolicy/gateway-to-data: lets gateway reach PostgreSQL; only the API may',
          'NetworkPolicy/gateway-to-data: lets gateway reach Redis; only the API may',
          'NetworkPolicy: no default deny of ingress and egress for every pod',
        ]),
      );
    });

    it('a PodMonitor on a port that is not the metrics port, or on no pods; a NetworkPolicy opening more than metrics', () => {
      const problems = broken((objects) => {
        at(find(objects, 'PodMonitor', 'api'), 'spec', 'podMetricsEndpoints', 0).port = 'http';
        at(find(objects, 'PodMonitor', 'site-server'), 'spec', 'selector').matchLabels = {
          'app.kubernetes.io/name': 'site',
        };
        at(find(objects, 'NetworkPolicy', 'prometheus-scrapes-api'), 'spec', 'ingress', 0).ports = [
          { protocol: 'TCP', port: 'metrics' },
          { protocol: 'TCP', port: 3000 },
        ];
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          'PodMonitor/api: scrapes port http of Deployment/api, which is not its metrics port',
          "PodMonitor/site-server: selects no Deployment's pods",
          'NetworkPolicy/prometheus-scrapes-api: lets * reach api; only gateway may',
        ]),
      );
    });

    it('a misspelt field, which the schema lets pass (field check)', () => {
      const objects = changed((objects) => {
        const gateway = container(objects, 'gateway');
        gateway.readinesProbe = gateway.readinessProbe;
        at(find(objects, 'Deployment', 'api'), 'spec', 'template', 'spec').terminationGracePeriod = 40;
      });
      expect(schemaErrors([objects])[0]).toEqual([]);
      expect(unknownFieldErrors([objects])[0]).toEqual([
        expect.stringMatching(/^Deployment\/api: .*"terminationGracePeriod".* does not exist in type 'IPodSpec'/),
        expect.stringMatching(/^Deployment\/gateway: .*"readinesProbe".* does not exist in type 'IContainer'/),
      ]);
    });

    it('a kind nobody expects (schema)', () => {
      const problems = schemaBroken((objects) => {
        objects.push({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'stray' } });
      });
      expect(problems).toContainEqual('Pod/stray: v1/Pod is not a kind these manifests are expected to hold');
    });
  });
});
