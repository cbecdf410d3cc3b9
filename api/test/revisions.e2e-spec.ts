import type { DataRevisions } from '@site/contracts';
import { useTestApp } from './support/test-app.js';

/**
 * GET /api/revisions: the database's triggers bump a revision per data tag on every write a page
 * can show (by hand in SQL here, as an editor would), and the API publishes it once every process
 * has dropped its catalogue snapshots. Leads move none.
 */
describe('GET /api/revisions', () => {
  const api = useTestApp({ catalogueTtlMs: 60_000 });

  const revisions = async (since?: number): Promise<DataRevisions> => {
    const response = await api()
      .http()
      .get('/api/revisions')
      .query(since === undefined ? {} : { since })
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body as DataRevisions;
  };
  const revisionOf = (answer: DataRevisions, tag: string) => answer.revisions.find((r) => r.tag === tag)?.revision;

  /** Asks until `tag`'s revision passes `before`: the change is published (awaited, not timed). */
  async function publishedChange(tag: string, before: number, since: number): Promise<DataRevisions> {
    for (;;) {
      const answer = await revisions(since);
      if ((revisionOf(answer, tag) ?? 0) > before) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A tag's revision as the database holds it now (published or not yet). */
  const written = async (tag: string) =>
    (
      await api().db.query<{ revision: number }>(
        'SELECT revision::float8 AS revision FROM content_revisions WHERE tag = $1',
        [tag],
      )
    )[0]?.revision ?? 0;

  it('names every list and every seeded developer with a revision', async () => {
    await publishedChange('testimonials', (await written('testimonials')) - 1, 0);
    const answer = await revisions();
    expect(answer.horizon).toBeGreaterThan(0);
    for (const tag of ['developers', 'services', 'projects', 'testimonials'])
      expect(revisionOf(answer, tag)).toBeGreaterThan(0);
    const [developer] = await api().db.query<{ id: string }>('SELECT id FROM developers ORDER BY id LIMIT 1');
    expect(revisionOf(answer, `developer:${developer?.id}`)).toBeGreaterThan(0);
  });

  it("publishes an edit of one developer as that developer's and the list's change, and the catalogue answers it", async () => {
    await api().http().get('/api/developers').expect(200);
    const before = await revisions();
    const [developer] = await api().db.query<{ id: string }>('SELECT id FROM developers ORDER BY id LIMIT 1');
    const tag = `developer:${developer?.id}`;
    const services = await written('services');
    const list = await written('developers');
    const revision = await written(tag);
    await api().db.query(`UPDATE developers SET title = title || ' (edited)' WHERE id = $1`, [developer?.id]);
    const after = await publishedChange(tag, revision, before.horizon);
    expect(revisionOf(after, 'developers')).toBeGreaterThan(list);
    expect(await written('services')).toBe(services);
    // Kept for a minute, yet the catalogue is read again once the change is published.
    const answered = await api().http().get('/api/developers').expect(200);
    expect(answered.text).toContain('(edited)');
  });

  it("moves a developer's revision with their projects and testimonials", async () => {
    const before = await revisions();
    const [project] = await api().db.query<{ developer_id: string }>('SELECT developer_id FROM projects LIMIT 1');
    const tag = `developer:${project?.developer_id}`;
    const projects = await written('projects');
    const revision = await written(tag);
    await api().db.query(`UPDATE projects SET impact = impact || '.' WHERE developer_id = $1`, [project?.developer_id]);
    const after = await publishedChange(tag, revision, before.horizon);
    expect(revisionOf(after, 'projects')).toBeGreaterThan(projects);
  });

  it('moves no revision for a lead: leads are on no page', async () => {
    const sum = async () =>
      (await api().db.query<{ total: string }>('SELECT sum(revision)::text AS total FROM content_revisions'))[0]?.total;
    const before = await sum();
    await api()
      .http()
      .post('/api/contacts')
      .send({
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        serviceNeeded: 'Customer Portal',
        projectDescription: 'A register of risks for a team of twelve.',
      })
      .expect(201);
    expect(await sum()).toBe(before);
  });

  it('answers 400 naming `since` when it is not a time', async () => {
    const response = await api().http().get('/api/revisions?since=yesterday').expect(400);
    expect(JSON.stringify(response.body)).toContain('since');
  });
});
