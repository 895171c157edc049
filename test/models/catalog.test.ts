import { mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LANGUAGES } from '../../src/languages.js';
import { defaultModelFor, getCatalogEntry, loadCatalog } from '../../src/models/catalog.js';
import { hubFileUrl, resolveHubToken, resolveHubUrl, resolveOffline } from '../../src/models/hub-settings.js';
import { filesFor } from '../../src/models/model-files.js';
import { resolveModelsDirectory } from '../../src/models/models-directory.js';

describe('the packaged catalog', () => {
  const catalog = loadCatalog();

  it('has a default translation, transcription and text-to-speech model for every language', () => {
    for (const language of LANGUAGE_NAMES) {
      expect(defaultModelFor('translation', language).id).toBe('nllb-200-distilled-600M');
      expect(defaultModelFor('transcription', language).id).toBe(
        LANGUAGES[language].whisperCode === null ? 'mms-1b-all' : 'whisper-base',
      );
      expect(defaultModelFor('text-to-speech', language).repository).toBe(
        `facebook/mms-tts-${LANGUAGES[language].mmsCode}`,
      );
    }
  });

  it('shows a non-commercial notice for NLLB and MMS', () => {
    for (const model of catalog.models) {
      if (model.license === 'CC-BY-NC-4.0') expect(model.licenseNotice).toContain('non-commercial');
    }
    expect(getCatalogEntry('nllb-200-distilled-600M').license).toBe('CC-BY-NC-4.0');
  });

  it('lists the files of a dtype', () => {
    expect(filesFor(getCatalogEntry('nllb-200-distilled-600M'), 'q8').map((file) => file.path)).toEqual([
      'config.json',
      'generation_config.json',
      'tokenizer.json',
      'tokenizer_config.json',
      'onnx/encoder_model_quantized.onnx',
      'onnx/decoder_model_merged_quantized.onnx',
    ]);
  });

  it('rejects an unknown id with the list of valid ids', () => {
    expect(() => getCatalogEntry('nllb-3')).toThrowError(
      /Expected one of: nllb-200-distilled-600M, m2m100_418M/u,
    );
  });

  it('has no default NER model for Hausa', () => {
    expect(() => defaultModelFor('ner', 'Hausa')).toThrowError(
      expect.objectContaining({ code: 'not_found' }),
    );
  });
});

describe('loadCatalog with a custom file', () => {
  const write = (content: unknown): string => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'langproc-catalog-')), 'catalog.json');
    writeFileSync(file, JSON.stringify(content));
    return file;
  };
  const entry = {
    id: 'x',
    task: 'ner',
    description: '',
    repository: 'a/x',
    revision: 'main',
    license: 'MIT',
    languages: ['English'],
    defaultFor: ['English'],
    dtypes: ['q8'],
    defaultDtype: 'q8',
    files: [{ path: 'config.json', size: null, sha256: null }],
  };
  const invalid: Array<{ name: string; content: unknown }> = [
    {
      name: 'a language name in lower case',
      content: { schemaVersion: 1, models: [{ ...entry, languages: ['english'] }] },
    },
    { name: 'a duplicate id', content: { schemaVersion: 1, models: [entry, entry] } },
    {
      name: 'a default for an uncovered language',
      content: { schemaVersion: 1, models: [{ ...entry, defaultFor: ['Zulu'] }] },
    },
    {
      name: 'a path escaping the folder',
      content: {
        schemaVersion: 1,
        models: [{ ...entry, files: [{ path: '../x', size: null, sha256: null }] }],
      },
    },
  ];
  it.each(invalid)('rejects $name', ({ content }) => {
    expect(() => loadCatalog({ catalogPath: write(content) })).toThrowError(
      expect.objectContaining({ code: 'invalid_input' }),
    );
  });
  it('accepts a valid file', () => {
    expect(
      defaultModelFor('ner', 'English', { catalogPath: write({ schemaVersion: 1, models: [entry] }) }).id,
    ).toBe('x');
  });
});

describe('settings', () => {
  it('resolves the models directory: option, then LANGPROC_MODELS_DIR, then XDG cache, then ~/.cache', () => {
    expect(resolveModelsDirectory('/srv/models', { LANGPROC_MODELS_DIR: '/other' })).toBe('/srv/models');
    expect(resolveModelsDirectory(undefined, { LANGPROC_MODELS_DIR: '/other' })).toBe('/other');
    expect(resolveModelsDirectory(undefined, { XDG_CACHE_HOME: '/cache' })).toBe('/cache/langproc/models');
    expect(resolveModelsDirectory(undefined, {})).toBe(path.join(homedir(), '.cache', 'langproc', 'models'));
  });

  it('resolves the hub URL, token and offline mode', () => {
    expect(resolveHubUrl(undefined, {})).toBe('https://huggingface.co');
    expect(resolveHubUrl(undefined, { LANGPROC_HUB_URL: 'https://mirror.example/' })).toBe(
      'https://mirror.example',
    );
    expect(() => resolveHubUrl('ftp://x', {})).toThrowError(
      expect.objectContaining({ code: 'invalid_input' }),
    );
    expect(resolveHubToken(undefined, { HF_TOKEN: 'abc' })).toBe('abc');
    expect(resolveHubToken(undefined, {})).toBeUndefined();
    expect(resolveOffline(undefined, { LANGPROC_OFFLINE: '1' })).toBe(true);
    expect(resolveOffline(false, { LANGPROC_OFFLINE: '1' })).toBe(false);
    expect(hubFileUrl('https://h', 'Xenova/whisper-base', 'main', 'onnx/encoder_model.onnx')).toBe(
      'https://h/Xenova/whisper-base/resolve/main/onnx/encoder_model.onnx',
    );
  });
});
