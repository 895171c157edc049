/**
 * The modules of the root bundle whose value is computed at build time: each stands in the sources
 * as `export const NAME = undefined;` (its module computes the tables on first use), and the bundle
 * gets `export const NAME = JSON.parse("...")` instead, with the value the same build's compiled
 * module computes from the current sources. Nothing generated is committed, so the data cannot
 * drift from the tables it comes from, whoever edits them.
 *
 * @example
 * ```ts
 * const source = await prebuiltModuleSource(PREBUILT_MODULES[0]!, 'dist');
 * // 'export const PREBUILT_GAZETTEER_TABLES = JSON.parse("{\"given\":[\"musa\",...');'
 * ```
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One module replaced in the bundle. */
export interface PrebuiltModule {
  /** The placeholder module, relative to the build folder (`dist`). */
  placeholder: string;
  /** The constant it exports. */
  exportName: string;
  /** The compiled module, relative to the build folder, that computes the value. */
  computedBy: string;
  /** Its function (no arguments) that returns the value, JSON-serialisable. */
  computeFunction: string;
}

export const PREBUILT_MODULES: readonly PrebuiltModule[] = [
  {
    placeholder: 'src/redaction/recognizers/name-gazetteer-prebuilt.js',
    exportName: 'PREBUILT_GAZETTEER_TABLES',
    computedBy: 'src/redaction/recognizers/name-gazetteer.js',
    computeFunction: 'computeGazetteerTables',
  },
  {
    placeholder: 'src/redaction/recognizers/address-filters-prebuilt.js',
    exportName: 'PREBUILT_ADDRESS_FILTER_TABLES',
    computedBy: 'src/redaction/recognizers/address-starts.js',
    computeFunction: 'computeAddressFilterTables',
  },
  {
    placeholder: 'src/redaction/recognizers/capitalised-run-words-prebuilt.js',
    exportName: 'PREBUILT_CAPITALISED_RUN_WORDS',
    computedBy: 'src/redaction/recognizers/capitalised-name-run.js',
    computeFunction: 'computeCapitalisedRunWords',
  },
];

/** The source of `module` computed from the build in `buildFolder`. */
export async function prebuiltModuleSource(module: PrebuiltModule, buildFolder: string): Promise<string> {
  const computing = (await import(
    pathToFileURL(path.resolve(buildFolder, module.computedBy)).href
  )) as Record<string, unknown>;
  const compute = computing[module.computeFunction];
  if (typeof compute !== 'function')
    throw new Error(`Expected ${module.computedBy} to export a function ${module.computeFunction}, got none`);
  return prebuiltSource(module.exportName, compute());
}

/** `export const <exportName> = JSON.parse("<value as JSON>");` (JSON.parse reads data faster than V8 parses a literal). */
export function prebuiltSource(exportName: string, value: unknown): string {
  return `export const ${exportName} = JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}
