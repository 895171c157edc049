/**
 * Builds the root entry's one-file bundle (`dist/src/index.bundle.js`, what `import('langproc')`
 * loads) from the compiled `dist/src/index.js`: esbuild bundles it with every package external,
 * with the modules of `prebuilt-modules.ts` replaced by the tables they stand for, computed now
 * by the compiled sources; then its regex literals are rewritten so that V8 reads each pattern once
 * (`regex-literals.ts`), and the module-level ones with constant patterns are created on first use
 * (`lazy-module-regexes.ts`; docs/architecture.md). Last, it writes V8's code cache of
 * libphonenumber-js's single-file build next to the bundle (`phoneNumberCodeCache()` of the compiled
 * `phone-number-library.js`), which the first phone candidate reads instead of parsing that file.
 * `npm run build` runs it after `tsc`.
 *
 * @example
 * ```sh
 * npx tsc -p tsconfig.build.json && npx tsx scripts/bundle/bundle-root-entry.ts
 * ```
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { lazyModuleRegexes } from './lazy-module-regexes.js';
import { PREBUILT_MODULES, prebuiltModuleSource } from './prebuilt-modules.js';
import { deferRegexLiterals } from './regex-literals.js';
import {
  codeCacheFile,
  moduleToScriptBody,
  type ScriptWrapperOptions,
  scriptSha256,
  scriptWrapperSource,
} from './script-body.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildFolder = path.join(root, 'dist');
const outfile = path.join(buildFolder, 'src', 'index.bundle.js');
/** The bundle as a classic script, and its code cache, beside the wrapper `index.bundle.js` (`script-body.ts`). */
const SCRIPT_FILE = 'index.script.js';
const SCRIPT_CODE_CACHE = 'index.script.code-cache';

/** The placeholders the bundle loaded (each must be: else the list in prebuilt-modules.ts is stale). */
const replaced = new Set<string>();

/** Loads each prebuilt module's computed source in place of its placeholder. */
const prebuiltModules: Plugin = {
  name: 'prebuilt-modules',
  setup(esbuild) {
    for (const module of PREBUILT_MODULES) {
      const placeholder = path.join(buildFolder, module.placeholder);
      esbuild.onLoad(
        { filter: new RegExp(`${path.basename(placeholder).replace(/\./g, '\\.')}$`) },
        async (args) => {
          if (args.path !== placeholder) return undefined;
          replaced.add(module.placeholder);
          return { contents: await prebuiltModuleSource(module, buildFolder), loader: 'js' };
        },
      );
    }
  },
};

const result = await build({
  entryPoints: [path.join(buildFolder, 'src', 'index.js')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
  write: false,
  logLevel: 'warning',
  plugins: [prebuiltModules],
});
for (const module of PREBUILT_MODULES)
  if (!replaced.has(module.placeholder))
    throw new Error(`Expected the root bundle to include ${module.placeholder}, got no such module`);
const output = result.outputFiles.find((file) => file.path === outfile);
if (output === undefined) throw new Error(`Expected esbuild to produce ${outfile}, got no such file`);
const { body, exportNames } = moduleToScriptBody(
  lazyModuleRegexes(deferRegexLiterals(output.text).source).source,
);
const wrapper: ScriptWrapperOptions = {
  scriptFile: `./${SCRIPT_FILE}`,
  codeCacheFile: `./${SCRIPT_CODE_CACHE}`,
  sha256: scriptSha256(body),
  exportNames,
};
writeFileSync(path.join(buildFolder, 'src', SCRIPT_FILE), body);
rmSync(path.join(buildFolder, 'src', SCRIPT_CODE_CACHE), { force: true });
writeFileSync(outfile, scriptWrapperSource(wrapper));

const phoneNumberLibrary = (await import(
  pathToFileURL(path.join(buildFolder, 'src', 'redaction', 'recognizers', 'phone-number-library.js')).href
)) as typeof import('../../src/redaction/recognizers/phone-number-library.js');
const codeCache = phoneNumberLibrary.phoneNumberCodeCache();
if (codeCache === undefined)
  throw new Error("Expected libphonenumber-js's single-file build to load, got none");
writeFileSync(path.join(buildFolder, 'src', phoneNumberLibrary.PHONE_NUMBER_CODE_CACHE), codeCache);

const warmUp = (await import(
  pathToFileURL(path.join(buildFolder, 'src', 'redaction', 'warm-up-redaction.js')).href
)) as typeof import('../../src/redaction/warm-up-redaction.js');
writeFileSync(
  path.join(buildFolder, 'src', SCRIPT_CODE_CACHE),
  codeCacheFile(
    { v8: process.versions.v8, sha256: wrapper.sha256 },
    scriptCodeCache(path.join(buildFolder, 'src', SCRIPT_FILE), outfile, warmUp.warmUpSampleText('English')),
  ),
);

/**
 * V8's code cache of the script, made in a fresh `node` (no flags: V8 rejects a cache made under
 * other flags) after it ran the script as the wrapper does and redacted `sample` (made-up data), so
 * that the cache holds the functions a first `redact()` compiles, not only the module-level code.
 */
function scriptCodeCache(scriptFile: string, wrapperFile: string, sample: string): Buffer {
  const program = `
    import { readFileSync } from 'node:fs';
    import { createRequire } from 'node:module';
    import { Script } from 'node:vm';
    const [scriptFile, wrapperUrl, sample] = process.argv.slice(1);
    const script = new Script(readFileSync(scriptFile, 'utf8'), { filename: scriptFile });
    const root = script.runInThisContext()(createRequire(wrapperUrl), wrapperUrl, (specifier) => import(specifier));
    await root.redact({ text: sample, language: 'English' });
    process.stdout.write(Buffer.from(script.createCachedData()).toString('base64'));`;
  const { NODE_OPTIONS: _options, ...environment } = process.env;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', program, scriptFile, pathToFileURL(wrapperFile).href, sample],
    { encoding: 'utf8', env: environment, maxBuffer: 64 * 1024 * 1024 },
  );
  return Buffer.from(output, 'base64');
}
