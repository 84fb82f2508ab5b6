// Vite build step (issue 20, decision 44): V8's explicit compile hint on every JavaScript chunk.
// A script whose first line is `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly
// on the background thread that streams it (Chromium 136+), instead of each lazily on the main
// thread the first time it is called. The app's first render calls most of what its chunks hold,
// so that work leaves the main thread's longest tasks. Other engines read a comment.
//
// Written after every other step (Vite puts its preload helper at the top of some chunks in its own
// generateBundle), as the file's first line; the chunk's source map gets the same empty first line.

const HINT = '//# allFunctionsCalledOnLoad';

/** @returns {import('vite').Plugin} */
export function compileHints() {
  return {
    name: 'shelfcheck:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(HINT)) continue;
          chunk.code = `${HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source));
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
  };
}
