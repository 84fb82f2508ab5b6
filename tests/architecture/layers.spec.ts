import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { ICruiseOptions, ICruiseResult, IViolation } from 'dependency-cruiser';

/**
 * The dependency rules (`.dependency-cruiser.cjs`: the hexagon's direction, the web's feature
 * boundaries) run through dependency-cruiser's API over every source folder. The second part
 * proves the rules bite: a small tree with one deliberate bad import per rule must break each.
 */
const ROOT = resolve(__dirname, '..', '..');
const SOURCES = ['domain', 'application', 'adapters', 'api', 'migrations', 'web/src', 'tests'];

// dependency-cruiser is ESM-only: loaded with import() from this CommonJS-compiled spec
async function violationsIn(files: string[], baseDir: string): Promise<IViolation[]> {
  const { cruise } = await import('dependency-cruiser');
  const { default: extractOptions } = await import('dependency-cruiser/config-utl/extract-depcruise-options');
  const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
  const options: ICruiseOptions = await extractOptions(join(ROOT, '.dependency-cruiser.cjs'));
  const tsConfigFile = join(baseDir, 'tsconfig.json');
  const { output } = await cruise(
    files,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile }, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations;
}

const described = (v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`;

// cruising the whole repository reads every file; the machine may be shared
jest.setTimeout(600_000);

describe('the dependency rules (dependency-cruiser)', () => {
  it('hold for every source file', async () => {
    expect((await violationsIn(SOURCES, ROOT)).map(described)).toEqual([]);
  });

  describe('catch a deliberate bad import', () => {
    let dir: string;
    let found: string[];
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'shelfcheck-layers-'));
      write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', jsx: 'react-jsx', strict: true } }));
      write('package.json', JSON.stringify({ name: 'layers-probe', private: true, dependencies: { 'left-pad': '1.0.0' } }));
      write('node_modules/left-pad/package.json', JSON.stringify({ name: 'left-pad', version: '1.0.0', main: 'index.js' }));
      write('node_modules/left-pad/index.js', 'module.exports = (s) => s;\n');
      write(
        'domain/rule.ts',
        "import { adapter } from '../adapters/adapter.js';\nimport { readFileSync } from 'node:fs';\nimport pad from 'left-pad';\nexport const rule = [adapter, readFileSync, pad];\n",
      );
      write('domain/rule.spec.ts', "import { port } from '../application/port.js';\nexport const spec = port;\n");
      write('application/port.ts', "import { adapter } from '../adapters/adapter.js';\nexport const port = adapter;\n");
      write('application/use-case.spec.ts', "import { adapter } from '../adapters/adapter.js';\nexport const spec = adapter;\n");
      write('adapters/adapter.ts', "import { app } from '../api/app.js';\nexport const adapter = app;\n");
      write('migrations/m1.ts', "import { rule } from '../domain/rule.js';\nexport const m1 = rule;\n");
      write('api/app.ts', "import { double } from '../tests/doubles/double.js';\nexport const app = double;\n");
      write('tests/doubles/double.ts', "import { app } from '../../api/app.js';\nexport const double = app;\n");
      write(
        'web/src/main.tsx',
        "import { internal } from './features/one/model/internal.js';\nimport { app } from '../../api/app.js';\nexport const main = [internal, app];\n",
      );
      write('web/src/features/one/model/internal.ts', "import { page } from '../../two/components/two-page.js';\nexport const internal = page;\n");
      write('web/src/features/two/components/two-page.tsx', 'export const page = 2;\n');
      write('web/src/components/shared.tsx', "import { page } from '../features/two/components/two-page.js';\nexport const shared = page;\n");
      found = (await violationsIn(['domain', 'application', 'adapters', 'api', 'migrations', 'web/src', 'tests'], dir)).map(described);
    });

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each([
      ['the domain imports an adapter', 'domain-is-pure', 'domain/rule.ts', 'adapters/adapter.ts'],
      ['the domain imports a node: built-in', 'domain-is-pure', 'domain/rule.ts', 'fs'],
      ['the domain imports an npm package', 'domain-is-pure', 'domain/rule.ts', 'node_modules/left-pad/index.js'],
      ['a domain spec imports the application', 'domain-specs-stay-in-domain', 'domain/rule.spec.ts', 'application/port.ts'],
      ['the application imports an adapter', 'application-imports-only-domain', 'application/port.ts', 'adapters/adapter.ts'],
      ['a use-case spec imports an adapter', 'application-specs-import-their-layer-and-tests', 'application/use-case.spec.ts', 'adapters/adapter.ts'],
      ['an adapter imports the api', 'adapters-import-only-application-and-domain', 'adapters/adapter.ts', 'api/app.ts'],
      ['a migration imports the domain', 'migrations-stand-alone', 'migrations/m1.ts', 'domain/rule.ts'],
      ['the api imports a test double', 'api-wires-the-server-layers', 'api/app.ts', 'tests/doubles/double.ts'],
      ['a test double imports the api', 'test-doubles-stand-in-for-ports', 'tests/doubles/double.ts', 'api/app.ts'],
      ['the web imports the api', 'web-imports-only-domain-of-the-server', 'web/src/main.tsx', 'api/app.ts'],
      [
        'a feature imports another feature',
        'web-features-are-independent',
        'web/src/features/one/model/internal.ts',
        'web/src/features/two/components/two-page.tsx',
      ],
      [
        'a shared component imports a feature',
        'web-shared-components-know-no-feature',
        'web/src/components/shared.tsx',
        'web/src/features/two/components/two-page.tsx',
      ],
      [
        "the app shell reaches into a feature's internals",
        'web-app-uses-a-feature-through-its-entry',
        'web/src/main.tsx',
        'web/src/features/one/model/internal.ts',
      ],
    ])('%s', (_case, rule, from, to) => {
      expect(found).toContain(`${rule}: ${from} → ${to}`);
    });

    it('a route page loaded by the router is a feature entry, and each bad import breaks one rule only', () => {
      expect(found.filter((v) => v.startsWith('web-app-uses-a-feature-through-its-entry') && v.endsWith('-page.tsx'))).toEqual([]);
      expect(found).toHaveLength(14);
    });
  });
});
