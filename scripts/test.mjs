#!/usr/bin/env node
// `npm test`: type-check, knip (unused files, exports, dependencies), Prettier's check, ESLint with
// zero warnings, build the web client (the browser suite serves it), then every Jest project (domain
// with the dependency rules, application, web, integration, hardening, browser). Jest's summary
// reporter prints the last line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
const node = process.execPath;

function step(label, cmd, args) {
  process.stdout.write(`\n== ${label} ==\n`);
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stdout.write(`\n${label} failed\n0 passed, 1 failed\n`);
    process.exit(r.status ?? 1);
  }
}

step('type check', node, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
step('unused files, exports and dependencies (knip)', node, [join(root, 'node_modules/knip/bin/knip.js'), '--no-progress']);
step('exports only tests use (knip --production)', node, [join(root, 'node_modules/knip/bin/knip.js'), '--production', '--no-progress']);
step('format (prettier --check)', node, [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
// the whole tree, type-aware rules included (eslint.config.mjs); no --cache: its entries are keyed
// by each file's own text, so a type changed in one file would not re-lint the files that use it
step('lint (eslint, zero warnings)', node, [join(root, 'node_modules/eslint/bin/eslint.js'), '.', '--max-warnings', '0']);
// the web's API layer is generated from the server's OpenAPI document: a stale copy fails here (issue #22)
step('generated API client is current', node, [join(root, 'scripts/generate-api.mjs'), '--check']);
step('build the web client', node, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn']);
const extra = process.argv.slice(2);
const jest = spawnSync(node, ['--experimental-vm-modules', join(root, 'node_modules/jest/bin/jest.js'), '--coverage', '--maxWorkers=2', ...extra], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(jest.status ?? 1);
