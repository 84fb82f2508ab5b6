/**
 * The dependency rules, checked by dependency-cruiser (`npx depcruise domain application adapters
 * api migrations web/src tests`; tests/architecture/layers.spec.ts runs the same rules through its
 * API and expects no violation).
 *
 * Server layers (the hexagon): domain ← application ← adapters ← api, migrations alone. "Imports"
 * means files of ours (relative imports); packages are the domain's concern only: its production
 * code uses none (its specs may use fast-check). Specs may also use the test support and the test
 * doubles under tests/; production code never does.
 *
 * Web client: it imports the domain only, of the server's code. Features (web/src/features/<f>)
 * never import one another; shared pieces (web/src/components) know no feature; the app shell
 * (web/src/app and the entry files) reaches a feature through its index.ts, or a route page
 * (components/*-page.tsx) that the router loads lazily.
 */
const SPEC = '\\.spec\\.tsx?$';
const ourFileOutside = (...allowed) => ({ dependencyTypes: ['local'], pathNot: `^(${allowed.join('|')})/` });
/** What each server layer besides the domain may import, with the rule's name. */
const SERVER_LAYERS = {
  application: { may: ['domain'], rule: 'application-imports-only-domain' },
  adapters: { may: ['application', 'domain', 'migrations'], rule: 'adapters-import-only-application-and-domain' },
  migrations: { may: [], rule: 'migrations-stand-alone' },
  api: { may: ['adapters', 'application', 'domain', 'migrations'], rule: 'api-wires-the-server-layers' },
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports nothing outside itself: no file of another layer, no npm package, no node: built-in.',
      severity: 'error',
      from: { path: '^domain/', pathNot: SPEC },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'domain-specs-stay-in-domain',
      comment: "The domain's specs import no file of another layer (packages such as fast-check are fine).",
      severity: 'error',
      from: { path: `^domain/.+${SPEC}` },
      to: ourFileOutside('domain'),
    },
    ...Object.entries(SERVER_LAYERS).flatMap(([layer, { may, rule }]) => [
      {
        name: rule,
        severity: 'error',
        from: { path: `^${layer}/`, pathNot: SPEC },
        to: ourFileOutside(layer, ...may),
      },
      {
        name: `${layer}-specs-import-their-layer-and-tests`,
        comment: 'A spec imports what its layer may, plus the test support and the doubles under tests/.',
        severity: 'error',
        from: { path: `^${layer}/.+${SPEC}` },
        to: ourFileOutside(layer, ...may, 'tests'),
      },
    ]),
    {
      name: 'test-doubles-stand-in-for-ports',
      comment: 'The in-memory doubles implement ports: they import application and domain only.',
      severity: 'error',
      from: { path: '^tests/doubles/' },
      to: ourFileOutside('tests/doubles', 'application', 'domain'),
    },
    {
      name: 'web-imports-only-domain-of-the-server',
      severity: 'error',
      from: { path: '^web/src/' },
      to: ourFileOutside('web', 'domain'),
    },
    {
      name: 'web-features-are-independent',
      comment: 'A feature never imports another feature; what two features share lives in web/src/components or web/src/app.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-components-know-no-feature',
      severity: 'error',
      from: { path: '^web/src/components/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-app-uses-a-feature-through-its-entry',
      comment: "The app shell imports a feature's index.ts, or a route page the router loads lazily; never its internals.",
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/features/' },
      to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/[^/]+/(index\\.tsx?|components/[^/]+-page\\.tsx)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|coverage|data|\\.data)/|/screenshots/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
