import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { ALERT_RULES_FILE } from '../../scripts/deploy/prometheus-rule';
import { REPO_ROOT } from '../../scripts/workspaces';
import { findPromtool } from './promtool';

/** The alerts every operator's runbook names (issue 23's metrics catalogue). */
const ALERTS = [
  'SiteHigh5xxRatio',
  'SectionBuildRenderErrors',
  'ReleaseRefused',
  'LeadDeliveryDelayed',
  'LeadDeadLetter',
  'SlowInteractionsP75',
];

// biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's variable syntax, not a template literal.
const DATASOURCE_VARIABLE = '${datasource}';

const UNIT_TESTS = path.join(__dirname, 'alert-rules.promtool-test.yml');
const DASHBOARD_FILE = path.join(REPO_ROOT, 'deploy', 'kubernetes', 'components', 'monitoring', 'site-dashboard.json');
const COMPOSE_PROMETHEUS = path.join(REPO_ROOT, 'deploy', 'compose', 'prometheus.yml');

interface RuleFile {
  groups: { name: string; rules: { alert?: string; record?: string; expr: string }[] }[];
}

const promtool = findPromtool();
let dir: string;

/** promtool with its arguments in the scratch folder: its exit code and what it said. */
function run(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(promtool, args, { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'promtool-'));
  cpSync(ALERT_RULES_FILE, path.join(dir, 'alert-rules.yml'));
  cpSync(UNIT_TESTS, path.join(dir, 'alert-rules.promtool-test.yml'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the alerts (components/monitoring/alert-rules.yml)', () => {
  it('are valid rules, one per alert of the catalogue', () => {
    expect(run('check', 'rules', 'alert-rules.yml')).toMatchObject({ status: 0 });
    const rules = (parse(readFileSync(ALERT_RULES_FILE, 'utf8')) as RuleFile).groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual(ALERTS);
  });

  it('fire on sample series as they should: a dead letter and slow interactions do; healthy or thin series do not', () => {
    const result = run('test', 'rules', 'alert-rules.promtool-test.yml');
    expect({ status: result.status, output: result.output }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
  });

  it('are held to those series: an alert that no longer fires, or fires where it should not, fails the test', () => {
    const rules = parse(readFileSync(ALERT_RULES_FILE, 'utf8')) as RuleFile;
    const rule = (name: string) => rules.groups[0]?.rules.find((candidate) => candidate.alert === name);
    const deadLetter = rule('LeadDeadLetter');
    const errors = rule('SiteHigh5xxRatio');
    if (!deadLetter || !errors) throw new Error('the alerts are not where this test breaks them');
    deadLetter.expr = deadLetter.expr.replace('> 0', '> 1');
    errors.expr = errors.expr.replace('> 0.02', '> 0.005');
    writeFileSync(path.join(dir, 'alert-rules.yml'), stringify(rules));
    const result = run('test', 'rules', 'alert-rules.promtool-test.yml');
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/alertname: LeadDeadLetter/);
    expect(result.output).toMatch(/alertname: SiteHigh5xxRatio/);
  });
});

/** `$__rate_interval` and the like are Grafana's: given a value, the query is plain PromQL. */
function asPromql(expr: string): string {
  return expr.replaceAll('$__rate_interval', '2m').replaceAll('$__range', '1h').replaceAll('$__interval', '1m');
}

interface DashboardPanel {
  title: string;
  type: string;
  datasource?: { uid?: string };
  targets?: { expr: string; datasource?: { uid?: string } }[];
}

describe("the Grafana dashboard (components/monitoring/site-dashboard.json, also docker-compose's)", () => {
  const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as {
    panels: DashboardPanel[];
    templating: { list: { name: string; type: string; query: string }[] };
  };
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
  const queries = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, ...target })));

  it('asks every query in valid PromQL (promtool parses them as recording rules)', () => {
    const recordings: RuleFile = {
      groups: [
        {
          name: 'dashboard',
          rules: queries.map((query, index) => ({ record: `dashboard:query_${index}`, expr: asPromql(query.expr) })),
        },
      ],
    };
    writeFileSync(path.join(dir, 'dashboard-queries.yml'), stringify(recordings));
    expect(run('check', 'rules', 'dashboard-queries.yml')).toMatchObject({ status: 0 });
  });

  it('reads the chosen Prometheus in every panel, and shows each part of the site the operators asked for', () => {
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    for (const query of queries)
      expect({ panel: query.panel, uid: query.datasource?.uid }).toEqual({
        panel: query.panel,
        uid: DATASOURCE_VARIABLE,
      });
    const asked = queries.map((query) => query.expr).join('\n');
    for (const metric of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'site_section_renders_total',
      'site_page_cache_lookups_total',
      'site_release_verdicts_total',
      'site_leads_accepted_total',
      'site_leads_refused_total',
      'site_lead_outbox_depth',
      'site_lead_oldest_undelivered_seconds',
      'site_lead_dead_letters',
      'site_web_vital_seconds_bucket',
      'site_web_vital_cls_bucket',
      'site_browser_errors_total',
    ])
      expect({ metric, shown: asked.includes(metric) }).toEqual({ metric, shown: true });
  });
});

describe("docker-compose's Prometheus (deploy/compose/prometheus.yml)", () => {
  it('is a valid configuration that loads the alerts and scrapes the API and the site server as jobs api and site-server', () => {
    cpSync(COMPOSE_PROMETHEUS, path.join(dir, 'prometheus.yml'));
    expect(run('check', 'config', 'prometheus.yml')).toMatchObject({ status: 0 });
    const config = parse(readFileSync(COMPOSE_PROMETHEUS, 'utf8')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    expect(config.rule_files).toEqual(['alert-rules.yml']);
    expect(
      Object.fromEntries(
        config.scrape_configs.map((job) => [job.job_name, job.static_configs.flatMap((c) => c.targets)]),
      ),
    ).toEqual({ api: ['api:9464'], 'site-server': ['site:9465'] });
  });
});
