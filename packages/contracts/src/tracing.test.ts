import {
  personalDataSpanProcessor,
  personalUrlAttributesMasked,
  TRACED_SERVICES,
  tracedServiceName,
  withoutPersonalQuery,
} from './tracing';

describe('tracedServiceName', () => {
  it('is off without an OTLP endpoint', () => {
    expect(tracedServiceName({}, TRACED_SERVICES.api)).toBeUndefined();
    expect(tracedServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }, TRACED_SERVICES.api)).toBeUndefined();
    expect(tracedServiceName({ OTEL_SERVICE_NAME: 'api-eu' }, TRACED_SERVICES.api)).toBeUndefined();
  });

  it('is on with either endpoint, under the process default name', () => {
    expect(tracedServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'site-server')).toBe(
      'site-server',
    );
    expect(tracedServiceName({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }, 'api')).toBe(
      'api',
    );
  });

  it('takes OTEL_SERVICE_NAME over the default', () => {
    expect(
      tracedServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SERVICE_NAME: 'api-eu' }, 'api'),
    ).toBe('api-eu');
  });

  it('is off when the SDK is disabled, endpoint or not', () => {
    expect(
      tracedServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'TRUE' }, 'api'),
    ).toBeUndefined();
  });
});

describe('withoutPersonalQuery', () => {
  it('masks e-mail addresses wherever they are in the query, and nothing else', () => {
    expect(withoutPersonalQuery('/api/admin/contacts/export?email=ann%40example.com&x=1')).toBe(
      '/api/admin/contacts/export?email=[redacted]&x=1',
    );
    expect(withoutPersonalQuery('/api/admin/contacts?limit=5&EMAIL=bob@example.com')).toBe(
      '/api/admin/contacts?limit=5&EMAIL=[redacted]',
    );
    expect(withoutPersonalQuery('/developers?q=email')).toBe('/developers?q=email');
  });
});

describe('personalUrlAttributesMasked', () => {
  it('masks the URL attributes of either convention that carry an e-mail address, and names only those', () => {
    expect(
      personalUrlAttributesMasked({
        'http.target': '/api/admin/contacts/export?email=ann%40example.com',
        'url.query': 'email=ann%40example.com',
        'url.path': '/api/admin/contacts/export',
        'http.url': 'http://api/api/developers?skill=Power%20BI',
        'http.status_code': 200,
      }),
    ).toEqual({
      'http.target': '/api/admin/contacts/export?email=[redacted]',
      'url.query': 'email=[redacted]',
    });
  });
});

describe('personalDataSpanProcessor', () => {
  it("masks an ending span's URL attributes and leaves a span without personal data alone", () => {
    const span = (attributes: Record<string, unknown>) => ({
      attributes,
      setAttributes(changed: Record<string, string>) {
        Object.assign(this.attributes, changed);
        return this;
      },
    });
    const personal = span({ 'url.path': '/api/admin/contacts/export', 'url.query': 'email=ann%40example.com' });
    const plain = span({ 'url.path': '/developers', 'url.query': 'page=2' });
    personalDataSpanProcessor().onEnding(personal);
    personalDataSpanProcessor().onEnding(plain);
    expect(personal.attributes).toEqual({ 'url.path': '/api/admin/contacts/export', 'url.query': 'email=[redacted]' });
    expect(plain.attributes).toEqual({ 'url.path': '/developers', 'url.query': 'page=2' });
  });
});
