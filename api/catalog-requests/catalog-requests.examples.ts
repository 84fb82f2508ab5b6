/** OpenAPI examples of the catalog-request routes. */
export const CATALOG_REQUEST_EXAMPLE = {
  id: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
  title: 'The Paper Tide',
  author: 'Ada Marsh',
  status: 'open',
  created_at: '2026-11-25T10:00:00.000Z',
  decided_at: null,
  seen_at: null,
};

export const CATALOG_REQUEST_GROUP_EXAMPLE = {
  id: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
  title: 'The Paper Tide',
  author: 'Ada Marsh',
  requesters: 3,
  status: 'open',
  created_at: '2026-11-25T10:00:00.000Z',
};
