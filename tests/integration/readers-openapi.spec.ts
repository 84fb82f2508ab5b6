import { startTestApp, type TestApp } from '../support/test-app.js';

interface Operation {
  tags?: string[];
  security?: Record<string, unknown>[];
  summary?: string;
  responses: Record<string, { content?: Record<string, { example?: unknown; schema?: { example?: unknown } }> }>;
}

describe('the reader-data routes in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await startTestApp();
    paths = (await t.http().get('/api/docs').expect(200)).body.paths;
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/family-members', '200'],
    ['post', '/api/family-members', '201'],
    ['patch', '/api/family-members/{id}', '200'],
    ['delete', '/api/family-members/{id}', '204'],
    ['get', '/api/family-values', '200'],
    ['put', '/api/family-values', '200'],
    ['get', '/api/reading-profile', '200'],
    ['put', '/api/reading-profile', '200'],
    ['delete', '/api/reading-profile', '204'],
    ['post', '/api/reader-profiles/summary', '200'],
    ['post', '/api/reader-profiles/update-from-books', '200'],
    ['get', '/api/reading-list', '200'],
    ['get', '/api/reading-list/export.csv', '200'],
    ['post', '/api/reading-list', '201'],
    ['patch', '/api/reading-list/{id}', '200'],
    ['delete', '/api/reading-list/{id}', '204'],
    ['get', '/api/reading-goals/{reader_id}', '200'],
    ['put', '/api/reading-goals/{reader_id}', '200'],
    ['get', '/api/scan-history', '200'],
    ['post', '/api/scan-history', '201'],
    ['delete', '/api/scan-history/{id}', '204'],
  ])('%s %s: tagged, bearer-protected, described, answering %s (with an example) and 401', (method, path, status) => {
    const op = paths[path]?.[method];
    expect(op).toBeDefined();
    expect(op.tags?.length).toBeGreaterThan(0);
    expect(op.security).toEqual(expect.arrayContaining([{ bearer: [] }]));
    expect(op.summary).toBeTruthy();
    expect(op.responses[status]).toBeDefined();
    expect(op.responses['401']).toBeDefined();
    if (status !== '204') {
      const content = Object.values(op.responses[status].content ?? {})[0];
      expect(content?.example ?? content?.schema?.example).toBeDefined();
    }
  });
});
