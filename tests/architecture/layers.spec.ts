import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';

/**
 * The dependency rule of the hexagon, checked on every source file:
 * domain imports nothing outside itself (no npm package either); application imports domain;
 * adapters import application and domain; api wires everything; web imports domain only.
 */
const ROOT = resolve(__dirname, '..', '..');
type Layer = 'domain' | 'application' | 'adapters' | 'api' | 'migrations' | 'web';
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  domain: ['domain'],
  application: ['application', 'domain'],
  adapters: ['adapters', 'application', 'domain', 'migrations'],
  migrations: ['migrations'],
  api: ['api', 'adapters', 'application', 'domain', 'migrations'],
  web: ['web', 'domain'],
};
const SOURCE_ROOTS: Record<Layer, string> = {
  domain: 'domain',
  application: 'application',
  adapters: 'adapters',
  migrations: 'migrations',
  api: 'api',
  web: join('web', 'src'),
};

function sourceFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(sourceFiles(full));
    else if (/\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]).filter(Boolean);
}

function layerOf(absPath: string): Layer | 'outside' {
  const rel = relative(ROOT, absPath).split(sep);
  if (rel[0] === 'web') return 'web';
  return (['domain', 'application', 'adapters', 'api', 'migrations'] as const).find((l) => l === rel[0]) ?? 'outside';
}

const isSpec = (f: string) => /\.(spec|test)\.tsx?$/.test(f);

const violations = (layer: Layer): string[] =>
  sourceFiles(join(ROOT, SOURCE_ROOTS[layer])).flatMap((file) =>
    importsOf(file).flatMap((spec) => {
      const where = `${relative(ROOT, file)} imports '${spec}'`;
      if (!spec.startsWith('.')) {
        // packages and node: built-ins: the domain's production code uses none (its specs may use fast-check)
        return layer === 'domain' && !isSpec(file) ? [where] : [];
      }
      const target = layerOf(resolve(dirname(file), spec));
      return target === 'outside' || !MAY_IMPORT[layer].includes(target) ? [where] : [];
    }),
  );

describe('the dependency rule of the hexagon', () => {
  it.each([
    ['domain imports nothing outside itself, not even an npm package', 'domain'],
    ['application imports only domain', 'application'],
    ['adapters import only application and domain', 'adapters'],
    ['api wires adapters, application and domain', 'api'],
    ['migrations stand alone', 'migrations'],
    ['web imports only domain of the server code', 'web'],
  ] as const)('%s', (_rule, layer) => {
    expect(violations(layer)).toEqual([]);
  });

  it('catches a forbidden import (the checker itself works)', () => {
    const text = "import { x } from '../../adapters/y.js';\nimport z from 'express';";
    const found = [...text.matchAll(IMPORT)].map((m) => m[1]);
    expect(found).toEqual(['../../adapters/y.js', 'express']);
    expect(MAY_IMPORT.domain.includes(layerOf(resolve(ROOT, 'adapters/y.ts')) as Layer)).toBe(false);
  });
});
