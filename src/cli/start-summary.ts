/**
 * What `langproc serve` prints after it starts: from GET /readyz's facts, what works right away
 * (redaction, summaries and speech synthesis need no model), what needs `langproc models pull`
 * (translation, transcription) with the exact commands, and how to get an API token again.
 *
 * @example
 * ```ts
 * formatStartSummary({ capabilities: { redact: true, ... }, models: [...] }, './data');
 * // 'Works now: redaction, summarization, speech synthesis (espeak-ng, all 19 languages).\n...'
 * ```
 */

/** The facts of GET /readyz that the summary reads. */
export interface Readiness {
  capabilities: Record<'redact' | 'translate' | 'summarize' | 'synthesize' | 'transcribe', boolean>;
  models?: ReadonlyArray<{ model: string; task: string; installed: boolean; pull: string }>;
}

/** Capabilities that answer without any model, and how the summary names them. */
const WITHOUT_MODELS = [
  ['redact', 'redaction'],
  ['summarize', 'summarization'],
  ['synthesize', 'speech synthesis (espeak-ng, all 19 languages; MMS voices after models pull)'],
] as const;

/** Capabilities that need a model from the models folder, by the task /readyz lists it under. */
const WITH_MODELS = [
  ['translate', 'translation', 'translation'],
  ['transcribe', 'transcription', 'transcription'],
] as const;

/** The optional package each capability needs by default (docs/optional-packages.md). */
const PACKAGE_BY_CAPABILITY: Readonly<Partial<Record<keyof Readiness['capabilities'], string>>> = {
  synthesize: 'espeak-ng',
  translate: '@huggingface/transformers',
  transcribe: 'fluent-ffmpeg',
};

/**
 * The lines printed after start, each ending in a newline. `isInstalled` says whether an optional
 * package can be loaded; a capability whose package is missing is listed with its install line.
 */
export function formatStartSummary(
  readiness: Readiness,
  dataDirectory: string,
  isInstalled: (packageName: string) => boolean = () => true,
): string {
  const lines: string[] = [];
  const works: string[] = [];
  const available = (capability: keyof Readiness['capabilities'], name: string): boolean => {
    if (!readiness.capabilities[capability]) return false;
    const packageName = PACKAGE_BY_CAPABILITY[capability];
    if (packageName === undefined || isInstalled(packageName)) return true;
    lines.push(`Needs a package: ${name.replace(/ \(.*$/u, '')}: npm install ${packageName}`);
    return false;
  };
  for (const [capability, name] of WITHOUT_MODELS) if (available(capability, name)) works.push(name);
  for (const [capability, name, task] of WITH_MODELS) {
    if (!available(capability, name)) continue;
    const models = (readiness.models ?? []).filter((model) => model.task === task);
    const missing = models.filter((model) => !model.installed);
    if (missing.length === 0) works.push(name);
    else if (missing.length < models.length) {
      works.push(`${name} (some languages)`);
      lines.push(
        `Needs a model: ${name} for the other languages: ${missing.map((model) => model.pull).join('; ')}`,
      );
    } else lines.push(`Needs a model: ${name}: ${missing.map((model) => model.pull).join('; ')}`);
  }
  lines.unshift(`Works now: ${works.length > 0 ? works.join(', ') : 'nothing'}.`);
  lines.push(
    `A new API token at any time: langproc keys create --data-dir ${dataDirectory} (the last line it prints).`,
  );
  return lines.map((line) => `${line}\n`).join('');
}
