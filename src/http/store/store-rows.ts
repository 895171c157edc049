/**
 * What both stores share: money as integer units, the mapping of database rows (the same
 * column names in SQLite and PostgreSQL) to the records of the {@link Store} interface, and the
 * values of the statements both write (the SQL differs only in its placeholders, `?` or `$n`).
 *
 * @example
 * ```ts
 * toUnits(0.1); // 10_000_000
 * toTextJob(row); // { job_id: 1, job_type: 'redact', ... }
 * ```
 */
import type { Language } from '../../contract/language.js';
import type { TextDomain } from '../../contract/text-domain.js';
import type { SummaryStyle, TextJob, TextJobStatus, TextJobType } from '../../contract/text-job.js';
import type { Route, Usage } from '../../contract/text-processing-result.js';
import type { TranscriptionTask, TranscriptionTaskStatus } from '../../contract/transcription-task.js';
import type { TtsJobStatus } from '../../contract/tts-job.js';
import {
  type AudioRedactionSettings,
  parseAudioRedactionSettings,
  serializeAudioRedactionSettings,
} from '../audio-redaction-settings.js';
import { uploadFileName } from '../upload-file-name.js';
import type {
  Account,
  ApiKeyRecord,
  IdempotencyClaim,
  IdempotentAnswer,
  StoredTtsJob,
  TextJobInput,
  TranscriptionFiles,
  TranscriptionTaskInput,
  TranscriptionWork,
  TtsWork,
} from './store.js';

/** A database row: column name to value. */
export type Row = Record<string, unknown>;

/**
 * Money is stored as integer units of 10^-8 (the precision of `usage.cost`), so debits add up
 * exactly; the interface speaks plain numbers.
 */
export const MONEY_UNITS_PER_WHOLE = 100_000_000;

export function toUnits(amount: number): number {
  return Math.round(amount * MONEY_UNITS_PER_WHOLE);
}

export function fromUnits(units: number): number {
  return units / MONEY_UNITS_PER_WHOLE;
}

export function text(row: Row, column: string): string {
  return String(row[column]);
}
export function nullableText(row: Row, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : String(value);
}
export function nullableNumber(row: Row, column: string): number | null {
  const value = row[column];
  return value === null || value === undefined ? null : Number(value);
}
export function json<T>(row: Row, column: string): T | null {
  const value = row[column];
  return value === null || value === undefined ? null : (JSON.parse(String(value)) as T);
}

/** The job as recorded: an `up-to-balance` debit smaller than its cost records what was debited. */
export function debitedInput(input: TextJobInput, costUnits: number): TextJobInput {
  if (input.usage === null || toUnits(input.usage.cost) === costUnits) return input;
  return { ...input, usage: { ...input.usage, cost: fromUnits(costUnits) } };
}

export function toAccount(row: Row): Account {
  return {
    id: Number(row.id),
    name: text(row, 'name'),
    balance: fromUnits(Number(row.balance_units)),
    createdAt: text(row, 'created_at'),
  };
}

export function toApiKey(row: Row): ApiKeyRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    accountName: text(row, 'account_name'),
    tokenPrefix: nullableText(row, 'token_prefix'),
    createdAt: text(row, 'created_at'),
    revokedAt: nullableText(row, 'revoked_at'),
  };
}

export const API_KEY_SELECT = `SELECT api_keys.id, api_keys.account_id, accounts.name AS account_name, api_keys.token_prefix,
  api_keys.created_at, api_keys.revoked_at FROM api_keys JOIN accounts ON accounts.id = api_keys.account_id`;

export function toTextJob(row: Row): TextJob {
  return {
    job_id: Number(row.job_id),
    job_type: text(row, 'job_type') as TextJobType,
    status: text(row, 'status') as TextJobStatus,
    created_at: text(row, 'created_at'),
    domain: text(row, 'domain') as TextDomain,
    source_language: text(row, 'source_language') as Language,
    target_language: nullableText(row, 'target_language') as Language | null,
    style: nullableText(row, 'style') as SummaryStyle | null,
    source_audio_id: nullableNumber(row, 'source_audio_id'),
    result: nullableText(row, 'result'),
    result_structured: json(row, 'result_structured'),
    error: nullableText(row, 'error'),
    missing_ranges: json<string[]>(row, 'missing_ranges') ?? [],
    model_name: nullableText(row, 'model_name'),
    processing_time: nullableNumber(row, 'processing_time'),
    route: nullableText(row, 'route') as Route | null,
    units: json(row, 'units'),
    usage: json(row, 'usage'),
  };
}

export function toTtsJob(row: Row): StoredTtsJob {
  const jobId = Number(row.job_id);
  const completed = row.status === 'completed';
  return {
    job_id: jobId,
    status: text(row, 'status') as TtsJobStatus,
    poll: `/api/v1/tts/jobs/${jobId}`,
    created_at: text(row, 'created_at'),
    language: text(row, 'language') as Language,
    model_name: nullableText(row, 'model_name'),
    audio_url: completed ? `/api/v1/tts/jobs/${jobId}/audio` : null,
    audio_duration: nullableNumber(row, 'audio_duration'),
    processing_time: nullableNumber(row, 'processing_time'),
    error: nullableText(row, 'error'),
    audioPath: nullableText(row, 'audio_path'),
  };
}

export function toTranscriptionTask(row: Row): TranscriptionTask {
  const taskId = Number(row.task_id);
  return {
    task_id: taskId,
    status: text(row, 'status') as TranscriptionTaskStatus,
    created_at: text(row, 'created_at'),
    original_filename: uploadFileName(text(row, 'media_type')),
    audio_url: `/api/v1/api/tasks/${taskId}/audio`,
    audio_duration: nullableNumber(row, 'audio_duration'),
    language: text(row, 'language_field'),
    model_name: text(row, 'model_name'),
    processing_time: nullableNumber(row, 'processing_time'),
    result_text: nullableText(row, 'result_text'),
    srt_requested: Number(row.srt_requested) === 1,
    srt_content: nullableText(row, 'srt_content'),
    error: nullableText(row, 'error'),
    redact_audio: Number(row.redact_audio ?? 0) === 1,
    keep_audio: Number(row.keep_audio ?? 0) === 1,
    redacted_audio_url:
      Number(row.redact_audio ?? 0) === 1 ? `/api/v1/api/status/${taskId}/redacted-audio` : null,
  };
}

/** The task's audio redaction settings (`redact_audio_options`), as a spreadable field. */
export function audioRedactionOf(row: Row): { audioRedaction?: AudioRedactionSettings } {
  const settings = parseAudioRedactionSettings(row.redact_audio_options);
  return settings === undefined ? {} : { audioRedaction: settings };
}

/** The files of a transcription task (see {@link TranscriptionFiles}). */
export function toTranscriptionFiles(row: Row): TranscriptionFiles {
  return {
    path: text(row, 'upload_path'),
    mediaType: text(row, 'media_type'),
    keepAudio: Number(row.keep_audio ?? 0) === 1,
    redactedAudioPath: nullableText(row, 'redacted_audio_path'),
  };
}

/** The claim of an idempotency key that is already recorded (`row`), for request `fingerprint`. */
export function idempotencyClaim(row: Row, fingerprint: string): IdempotencyClaim {
  if (text(row, 'fingerprint') !== fingerprint) return { state: 'mismatch' };
  const status = nullableNumber(row, 'status');
  if (status === null) return { state: 'in_progress' };
  return {
    state: 'answered',
    answer: { status, contentType: nullableText(row, 'content_type'), body: nullableText(row, 'body') },
  };
}

/** The work a claimed TTS job row (`tts_jobs`) gives a worker. */
export function toTtsWork(jobId: number, row: Row): TtsWork {
  return {
    jobId,
    accountId: Number(row.account_id),
    language: text(row, 'language') as Language,
    text: text(row, 'text'),
    modelName: row.model_name === null || row.model_name === undefined ? null : String(row.model_name),
    attempts: Number(row.attempts),
  };
}

/** The work a claimed transcription task row (`transcription_tasks`) gives a worker. */
export function toTranscriptionWork(taskId: number, row: Row): TranscriptionWork {
  return {
    taskId,
    accountId: Number(row.account_id),
    uploadPath: text(row, 'upload_path'),
    language: text(row, 'language') as Language,
    modelName: text(row, 'model_name'),
    srtRequested: Number(row.srt_requested) === 1,
    redactAudio: Number(row.redact_audio) === 1,
    ...audioRedactionOf(row),
    keepAudio: Number(row.keep_audio) === 1,
    attempts: Number(row.attempts),
  };
}

/** The columns of a usage ledger row, in the order of {@link usageLedgerValues}. */
export const USAGE_LEDGER_COLUMNS = `account_id, job_id, operation, calls, prompt_tokens, completion_tokens,
  total_tokens, cost_units, balance_after_units, created_at`;

/** The values of one usage ledger row, in the order of {@link USAGE_LEDGER_COLUMNS}. */
export function usageLedgerValues(entry: {
  accountId: number;
  jobId: number;
  operation: string;
  usage: Usage;
  costUnits: number;
  balanceAfterUnits: number;
  createdAt: string;
}): Array<string | number> {
  return [
    entry.accountId,
    entry.jobId,
    entry.operation,
    entry.usage.calls,
    entry.usage.prompt_tokens,
    entry.usage.completion_tokens,
    entry.usage.total_tokens,
    entry.costUnits,
    entry.balanceAfterUnits,
    entry.createdAt,
  ];
}

/**
 * The values of a new transcription task after its account id, status and creation time:
 * `upload_path, media_type, language_field, language, model_name, srt_requested, redact_audio,
 * keep_audio, redact_audio_options`.
 */
export function transcriptionTaskValues(options: TranscriptionTaskInput): Array<string | number | null> {
  return [
    options.uploadPath,
    options.mediaType,
    options.languageField,
    options.language,
    options.modelName,
    options.srtRequested ? 1 : 0,
    options.redactAudio === true ? 1 : 0,
    options.keepAudio === true ? 1 : 0,
    serializeAudioRedactionSettings(options.audioRedaction),
  ];
}

/** The values of `SET status, content_type, body WHERE account_id, key` of an idempotency key. */
export function idempotentAnswerValues(options: {
  accountId: number;
  key: string;
  answer: IdempotentAnswer;
}): Array<string | number | null> {
  return [
    options.answer.status,
    options.answer.contentType,
    options.answer.body,
    options.accountId,
    options.key,
  ];
}
