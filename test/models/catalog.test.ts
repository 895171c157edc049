import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KOKORO_LANGUAGES, KOKORO_STAND_IN_LANGUAGES } from '../../backends/onnxruntime/index.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../../src/languages.js';
import { defaultModelFor, getCatalogEntry, loadCatalog } from '../../src/models/catalog.js';
import { exportCommandFor } from '../../src/models/export-command.js';
import {
  hubFileUrl,
  mayReceiveToken,
  resolveHubToken,
  resolveHubUrl,
  resolveOffline,
} from '../../src/models/hub-settings.js';
import { filesFor, modelFilePath, modelFolder } from '../../src/models/model-files.js';
import { resolveModelsDirectory } from '../../src/models/models-directory.js';
import { pullModel } from '../../src/models/pull-model.js';

/** MMS-TTS voices with a real ONNX conversion on the hub (Xenova/mms-tts-<code>). */
const ONNX_TTS_CODES = ['ara', 'deu', 'eng', 'fra', 'spa', 'yor'];

describe('the packaged catalog', () => {
  const catalog = loadCatalog();

  it('has a default translation, transcription and text-to-speech model for every language', () => {
    for (const language of LANGUAGE_NAMES) {
      expect(defaultModelFor('translation', language).id).toBe('nllb-200-distilled-600M');
      expect(defaultModelFor('transcription', language).id).toBe(
        LANGUAGES[language].whisperCode === null ? 'mms-1b-all' : 'whisper-base',
      );
      const code = LANGUAGES[language].mmsCode;
      const speech = defaultModelFor('text-to-speech', language);
      expect([speech.id, speech.repository, speech.format]).toEqual(
        ONNX_TTS_CODES.includes(code)
          ? [`mms-tts-${code}`, `Xenova/mms-tts-${code}`, 'onnx']
          : [`mms-tts-${code}`, `facebook/mms-tts-${code}`, 'pytorch-needs-export'],
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

  it('records only checksums and exact sizes read from the hub (null = unknown)', () => {
    const known = catalog.models.flatMap((model) =>
      model.files.filter((file) => file.sha256 !== null).map((file) => `${model.id}:${file.path}`),
    );
    expect(known).toEqual([
      'nllb-200-distilled-600M:onnx/encoder_model.onnx',
      'nllb-200-distilled-600M:onnx/encoder_model_quantized.onnx',
    ]);
    expect(filesFor(getCatalogEntry('mms-tts-eng'), 'q8')).toEqual([
      { path: 'config.json', size: null, sha256: null, approximateSize: '1.66 kB' },
      { path: 'tokenizer.json', size: null, sha256: null, approximateSize: '2.11 kB' },
      { path: 'tokenizer_config.json', size: 623, sha256: null },
      { path: 'vocab.json', size: 413, sha256: null },
      { path: 'special_tokens_map.json', size: 47, sha256: null },
      { path: 'added_tokens.json', size: 18, sha256: null },
      {
        path: 'onnx/model_quantized.onnx',
        size: null,
        sha256: null,
        dtype: 'q8',
        approximateSize: '38.4 MB',
      },
    ]);
  });

  it('rejects an unknown id with the list of valid ids', () => {
    expect(() => getCatalogEntry('nllb-3')).toThrowError(
      /Expected one of: nllb-200-distilled-600M, m2m100_418M/u,
    );
  });

  it('lists the stand-in languages of kokoro-82m as the backend speaks them', () => {
    const kokoro = getCatalogEntry('kokoro-82m');
    expect(kokoro.standInLanguages).toEqual(Object.keys(KOKORO_STAND_IN_LANGUAGES));
    expect(kokoro.languages).toEqual([
      ...Object.keys(KOKORO_LANGUAGES),
      ...Object.keys(KOKORO_STAND_IN_LANGUAGES),
    ]);
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
      name: 'a stand-in for an uncovered language',
      content: { schemaVersion: 1, models: [{ ...entry, standInLanguages: ['Zulu'] }] },
    },
    {
      name: 'a stand-in that is a default',
      content: { schemaVersion: 1, models: [{ ...entry, standInLanguages: ['English'] }] },
    },
    {
      name: 'a model that needs an export but says nothing about it',
      content: { schemaVersion: 1, models: [{ ...entry, format: 'pytorch-needs-export' }] },
    },
    {
      name: 'an approximate size that is not hub-formatted',
      content: {
        schemaVersion: 1,
        models: [{ ...entry, files: [{ path: 'a', size: null, sha256: null, approximateSize: 'big' }] }],
      },
    },
    ...['../x', 'onnx/../../x', './x', 'a//b', '/etc/passwd', 'a\\..\\b', 'a/.', 'a/'].map((filePath) => ({
      name: `the file path ${JSON.stringify(filePath)}`,
      content: {
        schemaVersion: 1,
        models: [{ ...entry, files: [{ path: filePath, size: null, sha256: null }] }],
      },
    })),
    ...[
      '../..',
      'acme/..',
      '../x',
      './x',
      'a/b/c',
      'a',
      '-a/b',
      'a./b',
      'a--b/c',
      'a/b..c',
      'a\\..',
      '/a/b',
      'a/ b',
    ].map((repository) => ({
      name: `the repository ${JSON.stringify(repository)}`,
      content: { schemaVersion: 1, models: [{ ...entry, repository }] },
    })),
    {
      name: 'an export script outside the repository',
      content: {
        schemaVersion: 1,
        models: [
          { ...entry, format: 'pytorch-needs-export', export: { script: '../evil.py', arguments: [] } },
        ],
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
  it.each([
    'Xenova/nllb-200-distilled-600M',
    'facebook/mms-tts-hau',
    'a/b',
    'A_1/b.c-d',
    'onnx-community/whisper-base',
  ])('accepts the repository %j', (repository) => {
    const catalogPath = write({ schemaVersion: 1, models: [{ ...entry, repository }] });
    expect(getCatalogEntry('x', { catalogPath }).repository).toBe(repository);
  });
  it('refuses the folder of an entry built by hand with an escaping repository or file path', () => {
    const modelsDirectory = path.join(tmpdir(), 'langproc-models-escape');
    const escaping = { ...getCatalogEntry('whisper-base'), repository: '../..' };
    expect(() => modelFolder(escaping, modelsDirectory)).toThrowError(
      expect.objectContaining({ code: 'invalid_input' }),
    );
    expect(modelFolder(getCatalogEntry('whisper-base'), modelsDirectory)).toBe(
      path.join(modelsDirectory, 'Xenova', 'whisper-base'),
    );
    expect(() => modelFilePath(path.join(modelsDirectory, 'a', 'b'), 'onnx/../../../x')).toThrowError(
      expect.objectContaining({ code: 'invalid_input' }),
    );
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

  it.each([
    ['https://huggingface.co/a/b/resolve/main/x', 'https://huggingface.co', true],
    ['https://huggingface.co:443/a', 'https://huggingface.co', true],
    ['http://huggingface.co/a/b/resolve/main/x', 'https://huggingface.co', false],
    ['http://127.0.0.1:8080/a', 'http://127.0.0.1:8080', false],
    ['https://cdn-lfs.huggingface.co/x', 'https://huggingface.co', false],
    ['https://huggingface.co.evil.example/x', 'https://huggingface.co', false],
    ['https://huggingface.co:8443/x', 'https://huggingface.co', false],
    ['not a url', 'https://huggingface.co', false],
  ])('sends the token to %s (hub %s): %s', (url, origin, expected) => {
    expect(mayReceiveToken(url, origin)).toBe(expected);
  });
});

describe('models that need a local ONNX export', () => {
  const hausa = getCatalogEntry('mms-tts-hau');
  const modelsDirectory = (): string => mkdtempSync(path.join(tmpdir(), 'langproc-export-'));
  const noNetwork = (calls: string[]): typeof fetch =>
    (async (input: string | URL | Request) => {
      calls.push(String(input));
      throw new Error('no network in this test');
    }) as typeof fetch;

  it('builds the exact export command, quoting the models directory when needed', () => {
    expect(exportCommandFor(hausa, '/srv/models')).toBe(
      'python3 scripts/export/export_mms_tts.py --repository facebook/mms-tts-hau --models-dir /srv/models',
    );
    expect(exportCommandFor(hausa, "/home/o'neil/my models")).toBe(
      `python3 scripts/export/export_mms_tts.py --repository facebook/mms-tts-hau --models-dir '/home/o'\\''neil/my models'`,
    );
    expect(exportCommandFor(getCatalogEntry('mms-tts-eng'), '/srv/models')).toBeUndefined();
  });

  it('refuses to pull PyTorch weights and names the export command, without touching the network', async () => {
    const directory = modelsDirectory();
    const command = `python3 scripts/export/export_mms_tts.py --repository facebook/mms-tts-hau --models-dir ${directory}`;
    const calls: string[] = [];
    await expect(
      pullModel({ entry: hausa, modelsDirectory: directory, offline: false, fetch: noNetwork(calls) }),
    ).rejects.toMatchObject({
      code: 'model_needs_export',
      name: 'ModelNeedsExportError',
      modelId: 'mms-tts-hau',
      exportCommand: command,
      message: `Model "mms-tts-hau" cannot be pulled: facebook/mms-tts-hau has PyTorch weights only, and transformers.js needs ONNX. Export it locally (needs Python and internet) with: ${command}`,
    });
    expect(calls).toEqual([]);
  });

  it('accepts an exported model as installed', async () => {
    const directory = modelsDirectory();
    const folder = modelFolder(hausa, directory);
    mkdirSync(path.join(folder, 'onnx'), { recursive: true });
    for (const file of filesFor(hausa, 'fp32')) writeFileSync(path.join(folder, file.path), '{}');
    const calls: string[] = [];
    const result = await pullModel({
      entry: hausa,
      modelsDirectory: directory,
      dtype: 'fp32',
      offline: false,
      fetch: noNetwork(calls),
    });
    expect([result.downloadedFiles, result.skippedFiles.length, calls]).toEqual([[], 6, []]);
  });
});
