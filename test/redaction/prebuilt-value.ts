/**
 * Reads back a prebuilt module's value the way the root bundle reads it: the build's generated
 * source (`prebuiltSource`, scripts/bundle/prebuilt-modules.ts) imported as a module. Shared by the
 * tests that check a prebuilt table equals what the runtime computes.
 *
 * @example
 * ```ts
 * expect(await generatedValue('PREBUILT_GAZETTEER_TABLES', tables)).toEqual(tables);
 * ```
 */
import { prebuiltSource } from '../../scripts/bundle/prebuilt-modules.js';

/** The value a generated module exports, read back as the bundle reads it. */
export async function generatedValue(exportName: string, value: unknown): Promise<unknown> {
  const source = prebuiltSource(exportName, value);
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
    string,
    unknown
  >;
  return module[exportName];
}
