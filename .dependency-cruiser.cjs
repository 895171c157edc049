/**
 * Import boundaries (docs/architecture.md):
 * - src/ (the core) never imports backends/ or the HTTP adapter (src/http/), except the CLI,
 *   which wires everything together.
 * - backends/ import nothing of the core but the backend interface types, the languages table, the contract
 *   and the errors (pure data and error classes).
 */
module.exports = {
  forbidden: [
    {
      name: 'core-does-not-import-backends',
      severity: 'error',
      comment: 'src/ must not depend on a backend; backends are passed in by the caller.',
      from: { path: '^src/', pathNot: '^src/(cli|http)/' },
      to: { path: '^backends/' },
    },
    {
      name: 'core-does-not-import-http',
      severity: 'error',
      comment: 'The HTTP adapter sits on top of the core, never below it.',
      from: { path: '^src/', pathNot: '^src/(http|cli)/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'backends-import-only-interfaces-and-data',
      severity: 'error',
      comment:
        'A backend may import the backend interfaces (types), the languages table, contract schemas and errors only.',
      from: { path: '^backends/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/backend-interfaces/',
          '^src/languages\\.ts$',
          '^src/errors/',
          '^src/contract/',
          '^src/util/',
        ],
      },
    },
    {
      name: 'backend-interfaces-are-types-only',
      severity: 'error',
      comment: 'The backend interfaces have no runtime imports.',
      from: { path: '^src/backend-interfaces/' },
      to: { dependencyTypesNot: ['type-only'], pathNot: '^src/backend-interfaces/' },
    },
    {
      name: 'core-loads-heavy-packages-lazily',
      severity: 'error',
      comment:
        'importing langproc stays cheap: model runtimes, media tools, phone metadata, storage and the ' +
        'HTTP framework load on first use (await import(...), or a require() inside a function), never ' +
        'from a static import of the core.',
      from: { path: '^src/', pathNot: '^src/(cli|http)/' },
      to: {
        path: 'node_modules/(@huggingface/transformers|onnxruntime-node|espeak-ng|fluent-ffmpeg|@ffmpeg-installer|@ffprobe-installer|libphonenumber-js|node-sqlite3-wasm|fastify|@fastify)/',
        dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import', 'require'],
      },
    },
    {
      name: 'backends-load-runtimes-lazily',
      severity: 'error',
      comment:
        'langproc/transformers and langproc/onnxruntime import without their optional runtimes (the ' +
        'CLI imports them): the runtime is loaded on the first model load (transformers-library.ts, ' +
        'load-session.ts); elsewhere only type imports.',
      from: { path: '^backends/' },
      to: {
        path: 'node_modules/(@huggingface/transformers|onnxruntime-node|onnxruntime-common)/',
        dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'],
      },
    },
    {
      name: 'http-packages-are-optional',
      severity: 'error',
      comment:
        "the HTTP adapter's packages are optional peers (docs/optional-packages.md): only " +
        'src/http/server-packages.ts loads them, on first use, so the CLI and langproc/http import ' +
        'without them and a missing one is a PackageNotInstalledError.',
      from: { pathNot: '^src/http/server-packages\\.ts$' },
      to: {
        path: 'node_modules/(fastify|@fastify|node-sqlite3-wasm|pg)/',
        dependencyTypesNot: ['type-only', 'type-import'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.ts$|test/fixtures)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
