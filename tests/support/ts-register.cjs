// Runs the TypeScript server sources in a child process without building dist/: each .ts file is
// transpiled on load by the project's own TypeScript (tsx/esbuild cannot emit the decorator
// metadata that NestJS's dependency injection reads), and './x.js' imports resolve to './x.ts'.
// Used by the scale-out suite: `node -r ./tests/support/ts-register.cjs api/main.ts`.
const Module = require('node:module');
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

const root = join(__dirname, '..', '..');
const options = {
  ...ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root).options,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  sourceMap: false,
  inlineSourceMap: true,
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (parent && parent.filename && parent.filename.endsWith('.ts') && request.startsWith('.') && request.endsWith('.js')) {
    const candidate = join(parent.filename, '..', request.slice(0, -3) + '.ts');
    if (existsSync(candidate)) return candidate;
  }
  return resolve.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), { compilerOptions: options, fileName: filename });
  module._compile(outputText, filename);
};
