import { Counter, Histogram, Registry } from 'prom-client';
import { parsePrometheusText } from './prometheus-text';

describe('parsePrometheusText', () => {
  it("reads prom-client's own text: counters, histogram buckets with +Inf, escaped label values", async () => {
    const registry = new Registry();
    const counter = new Counter({ name: 'x_total', help: 'x', labelNames: ['route', 'build'], registers: [registry] });
    counter.inc({ route: '/developer/:id?', build: 'a"b\\c\nd' }, 3);
    const histogram = new Histogram({ name: 'y_seconds', help: 'y', buckets: [0.5, 1], registers: [registry] });
    histogram.observe(0.7);
    histogram.observe(5);
    const samples = parsePrometheusText(await registry.metrics());
    expect(samples).toContainEqual({
      name: 'x_total',
      labels: { route: '/developer/:id?', build: 'a"b\\c\nd' },
      value: 3,
    });
    expect(samples).toContainEqual({ name: 'y_seconds_bucket', labels: { le: '1' }, value: 1 });
    expect(samples).toContainEqual({ name: 'y_seconds_bucket', labels: { le: '+Inf' }, value: 2 });
    expect(samples).toContainEqual({ name: 'y_seconds_count', labels: {}, value: 2 });
  });

  it('reads a timestamp, NaN and infinities, and skips comments', () => {
    expect(parsePrometheusText('# HELP a b\n# TYPE a gauge\na{x="1"} NaN 1700000000\nb +Inf\nc Nan\n\n')).toEqual([
      { name: 'a', labels: { x: '1' }, value: Number.NaN },
      { name: 'b', labels: {}, value: Number.POSITIVE_INFINITY },
      { name: 'c', labels: {}, value: Number.NaN },
    ]);
  });

  it('refuses what is not metrics, naming the line (an error page is never read as no errors)', () => {
    expect(() => parsePrometheusText('<!doctype html><h1>Bad gateway</h1>')).toThrow(
      'not Prometheus text: "<!doctype html><h1>Bad gateway</h1>"',
    );
    expect(() => parsePrometheusText('a{x=1} 2')).toThrow('bad labels');
    expect(() => parsePrometheusText('a 12abc')).toThrow('not Prometheus text');
  });
});
