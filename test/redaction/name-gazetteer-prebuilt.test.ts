/**
 * The root bundle carries the name gazetteer's tables computed at build time
 * (`name-gazetteer-prebuilt.ts`, `scripts/bundle/prebuilt-modules.ts`): the generated module holds
 * exactly what `computeGazetteerTables()` builds from the lists, and the gazetteer answers the same
 * with that copy as with the tables it computes itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREBUILT_MODULES } from '../../scripts/bundle/prebuilt-modules.js';
import * as computed from '../../src/redaction/recognizers/name-gazetteer.js';
import { PREBUILT_GAZETTEER_TABLES } from '../../src/redaction/recognizers/name-gazetteer-prebuilt.js';
import { generatedValue } from './prebuilt-value.js';

const PLACEHOLDER = '../../src/redaction/recognizers/name-gazetteer-prebuilt.js';

afterEach(() => {
  vi.doUnmock(PLACEHOLDER);
  vi.resetModules();
});

describe('prebuilt name gazetteer', () => {
  it('is undefined in the sources (computed on first use there)', () => {
    expect(PREBUILT_GAZETTEER_TABLES).toBeUndefined();
  });

  it('the build replaces the placeholder with computeGazetteerTables()', () => {
    expect(PREBUILT_MODULES).toContainEqual({
      placeholder: 'src/redaction/recognizers/name-gazetteer-prebuilt.js',
      exportName: 'PREBUILT_GAZETTEER_TABLES',
      computedBy: 'src/redaction/recognizers/name-gazetteer.js',
      computeFunction: 'computeGazetteerTables',
    });
  });

  it('the generated module holds exactly the computed tables', async () => {
    const tables = computed.computeGazetteerTables();
    expect(tables.given).toContain('musa');
    expect(tables.uncased).toContain('አበበ');
    expect(Buffer.from(tables.beginnings, 'base64')).toHaveLength((1 << 16) / 8);
    expect(await generatedValue('PREBUILT_GAZETTEER_TABLES', tables)).toEqual(tables);
  });

  it('answers the same with the prebuilt tables as with the computed ones', async () => {
    const tables = computed.computeGazetteerTables();
    vi.resetModules();
    vi.doMock(PLACEHOLDER, async () => ({
      PREBUILT_GAZETTEER_TABLES: await generatedValue('PREBUILT_GAZETTEER_TABLES', tables),
    }));
    const prebuilt = (await import('../../src/redaction/recognizers/name-gazetteer.js')) as typeof computed;
    expect(prebuilt).not.toBe(computed);
    const keys = [...tables.given, ...tables.surnames, ...tables.uncased, ...tables.regional];
    const words = [
      ...keys,
      ...keys.map((key) => key.toUpperCase()),
      ...keys.map((key) => `${key.slice(0, 3)}x`),
      ...['Adébáyọ̀', 'Table', 'Hope', 'May', 'Zzyzx', 'Qu', 'A', 'محمد', 'ሰለሞን', 'Jürgen', 'Élodie'],
    ];
    const answers = (module: typeof computed) =>
      words.map((word) => [
        module.isGivenName(word),
        module.isSurname(word),
        module.isUncasedName(word),
        module.mayBeGivenNameOrSurname(word, 0, word.length),
      ]);
    expect(answers(prebuilt)).toEqual(answers(computed));
    expect(prebuilt.gazetteerSize()).toBe(computed.gazetteerSize());
  });
});
