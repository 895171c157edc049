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

/** The lines printed after start, each ending in a newline. */
export function formatStartSummary(readiness: Readiness, dataDirectory: string): string {
  const works: string[] = WITHOUT_MODELS.filter(([capability]) => readiness.capabilities[capability]).map(
    ([, name]) => name,
  );
  const needs: string[] = [];
  for (const [capability, name, task] of WITH_MODELS) {
    if (!readiness.capabilities[capability]) continue;
    const models = (readiness.models ?? []).filter((model) => model.task === task);
    const missing = models.filter((model) => !model.installed);
    if (missing.length === 0) works.push(name);
    else if (missing.length < models.length) {
      works.push(`${name} (some languages)`);
      needs.push(`${name} for the other languages: ${missing.map((model) => model.pull).join('; ')}`);
    } else needs.push(`${name}: ${missing.map((model) => model.pull).join('; ')}`);
  }
  const lines = [`Works now: ${works.length > 0 ? works.join(', ') : 'nothing'}.`];
  for (const need of needs) lines.push(`Needs a model: ${need}`);
  lines.push(
    `A new API token at any time: langproc keys create --data-dir ${dataDirectory} (the last line it prints).`,
  );
  return lines.map((line) => `${line}\n`).join('');
}
