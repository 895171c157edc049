/**
 * The storage interface of the HTTP adapter: accounts, hashed API keys, balances, the usage
 * ledger, text jobs, text-to-speech jobs and transcription tasks. The SQLite implementation
 * ({@link openSqliteStore}) keeps everything in one file of the data directory; a PostgreSQL
 * implementation can be added behind the same interface (docs/http.md, "Scaling out").
 *
 * Every method is asynchronous so that a networked database fits the same interface.
 *
 * @example
 * ```ts
 * const store: Store = openSqliteStore({ dataDirectory: './data' });
 * const account = await store.createAccount({ name: 'acme', balance: 10 });
 * ```
 */

import type { Language } from '../../contract/language.js';
import type { TextDomain } from '../../contract/text-domain.js';
import type { SummaryStyle, TextJob, TextJobType } from '../../contract/text-job.js';
import type { ResultStructured, Route, Units, Usage } from '../../contract/text-processing-result.js';
import type { TranscriptionTask } from '../../contract/transcription-task.js';
import type { TtsJobRecord } from '../../contract/tts-job.js';
import type { AudioRedactionSettings } from '../audio-redaction-settings.js';
import type { AudioMeteredOperation } from '../metering/audio-price-table.js';

/** An account that owns API keys, a balance and jobs. */
export interface Account {
  id: number;
  name: string;
  /** Remaining balance, in the currency of the price table. */
  balance: number;
  createdAt: string;
}

/** What is recorded for one text call (redact, translate, summarize). */
export interface TextJobInput {
  accountId: number;
  jobType: TextJobType;
  status: 'completed' | 'failed';
  domain: TextDomain;
  sourceLanguage: Language;
  targetLanguage: Language | null;
  style: SummaryStyle | null;
  result: string | null;
  resultStructured: ResultStructured | null;
  error: string | null;
  missingRanges: string[];
  modelName: string | null;
  processingTime: number | null;
  route: Route | null;
  units: Units | null;
  /**
   * What the call cost. Debited from the balance whenever it is set: a completed job's full usage,
   * or the part of a stream delivered before it was cut short (a `failed` job).
   */
  usage: Usage | null;
  /**
   * How the debit is checked. `'exact'`: the job is refused with `InsufficientBalanceError`
   * (nothing recorded) unless the balance less `reservedBalance` covers `usage.cost`.
   * `'up-to-balance'`: for output already delivered (a stream cut short): never refused; debits
   * `usage.cost`, or the whole balance when that is less, and records the debited cost.
   * @default 'exact'
   */
  debit?: 'exact' | 'up-to-balance';
  /**
   * Part of the balance this job may not spend: what streams of the account still in flight
   * have delivered and not yet paid (the adapter's balance holds).
   * @default 0
   */
  reservedBalance?: number;
}

/** What is recorded for one metered audio call (see {@link Store.recordAudioUsage}). */
export interface AudioUsageInput {
  accountId: number;
  operation: AudioMeteredOperation;
  /** The transcription task's or TTS job's id; 0 for a synchronous synthesis (no job). */
  jobId: number;
  usage: Usage;
  /** Part of the balance this call may not spend (balance holds). @default 0 */
  reservedBalance?: number;
}

/** What is recorded for a new transcription task (see {@link Store.createTranscriptionTask}). */
export interface TranscriptionTaskInput {
  accountId: number;
  uploadPath: string;
  mediaType: string;
  languageField: string;
  language: Language;
  modelName: string;
  srtRequested: boolean;
  /** @default false */
  redactAudio?: boolean;
  /** Settings of the audio redaction (with `redactAudio`). */
  audioRedaction?: AudioRedactionSettings;
  /** @default false */
  keepAudio?: boolean;
}

/** Queue-side view of a TTS job: what a worker needs to run it. */
export interface TtsWork {
  jobId: number;
  accountId: number;
  language: Language;
  text: string;
  /** The request's `model_name` (a TTS voice model such as `kokoro-82m`); `null` for the default. */
  modelName: string | null;
  attempts: number;
}

/** Queue-side view of a transcription task. */
export interface TranscriptionWork {
  taskId: number;
  accountId: number;
  uploadPath: string;
  /** The contract language the free-text `language` field mapped to. */
  language: Language;
  modelName: string;
  srtRequested: boolean;
  /** Run audio redaction: the transcript and SRT are redacted and a redacted WAV is kept. */
  redactAudio: boolean;
  /** The upload's `mode`, `padding`, `mask_gaps` and `entities`; `undefined` when none was given. */
  audioRedaction?: AudioRedactionSettings;
  /** Keep the upload once the task ends (until retention deletes the task). */
  keepAudio: boolean;
  attempts: number;
}

/** The result of a finished TTS job. */
export interface TtsCompletion {
  modelName: string;
  audioPath: string;
  audioDuration: number;
  processingTime: number;
}

/** The result of a finished transcription task. */
export interface TranscriptionCompletion {
  modelName: string;
  audioDuration: number;
  processingTime: number;
  resultText: string;
  srtContent: string | null;
  /** Blob store location of the redacted WAV (`redact_audio` tasks only). */
  redactedAudioPath: string | null;
}

/** The files of a transcription task (never sent to clients). */
export interface TranscriptionFiles {
  /** Path of the upload; the file is gone once the task ended unless `keepAudio`. */
  path: string;
  /** The sniffed media type of the upload. */
  mediaType: string;
  keepAudio: boolean;
  /** Blob store location of the redacted WAV, once a `redact_audio` task completed. */
  redactedAudioPath: string | null;
}

/** A TTS job record with the path of its audio file (never sent to clients). */
export interface StoredTtsJob extends TtsJobRecord {
  audioPath: string | null;
}

/** An API key as it is listed: never the token, only its first characters. */
export interface ApiKeyRecord {
  id: number;
  accountId: number;
  accountName: string;
  /**
   * The first characters of the token (`lp_` and five more: 30 of its 256 random bits), to tell
   * keys apart; `null` for keys created before they were recorded.
   */
  tokenPrefix: string | null;
  createdAt: string;
  /** When the key was revoked; `null` while it is valid. */
  revokedAt: string | null;
}

/** What {@link Store.purgeExpired} deleted. */
export interface PurgeReport {
  textJobs: number;
  ttsJobs: number;
  transcriptionTasks: number;
  /**
   * Blob store locations of the deleted TTS jobs' audio and of the deleted transcription tasks'
   * redacted audio, for the caller to delete.
   */
  audioPaths: string[];
  /** Uploads of the deleted transcription tasks (kept with `keep_audio`), for the caller to delete. */
  uploadPaths: string[];
}

/** Files the store still refers to; anything else under `uploads/` and `tts/` is an orphan. */
export interface ReferencedFiles {
  /** Uploads of transcription tasks not yet processed (`pending` or `processing`) or kept (`keep_audio`). */
  uploadPaths: string[];
  /** Audio of completed TTS jobs and redacted audio of transcription tasks. */
  audioPaths: string[];
}

/** Kinds of queued work that survive a restart. */
export type WorkKind = 'tts' | 'transcription';

/** What {@link Store.recoverInterruptedWork} did. */
export interface RecoveryReport {
  /** Work that was `processing` when the previous process stopped and is queued again. */
  requeued: number;
  /** Work that was interrupted too often and is now `failed`. */
  failed: number;
}

/** The first answer to a request sent with an `Idempotency-Key` header. */
export interface IdempotentAnswer {
  status: number;
  contentType: string | null;
  /** The body; `null` for an answer that was streamed (it is not replayed). */
  body: string | null;
}

/** What {@link Store.beginIdempotentRequest} found. */
export type IdempotencyClaim =
  /** The key is new: this request runs, and its answer is saved with `finishIdempotentRequest`. */
  | { state: 'new' }
  /** The first request with this key has answered: its answer is replayed. */
  | { state: 'answered'; answer: IdempotentAnswer }
  /** The first request with this key is still running. */
  | { state: 'in_progress' }
  /** The key was used for another request (another route or body). */
  | { state: 'mismatch' };

/** The storage interface of the HTTP adapter. */
export interface Store {
  /** Creates an account; names are unique. */
  createAccount(options: { name: string; balance: number }): Promise<Account>;
  findAccountByName(name: string): Promise<Account | undefined>;
  /** Adds credit (or debits, with a negative amount) outside of metering. */
  adjustBalance(options: { accountId: number; amount: number }): Promise<Account>;
  countAccounts(): Promise<number>;
  /** The account `accountId` with its current balance. */
  getAccount(accountId: number): Promise<Account | undefined>;
  /** Registers an API key by the SHA-256 hex digest of its token and the token's first characters. */
  addApiKey(options: { accountId: number; tokenHash: string; tokenPrefix: string }): Promise<ApiKeyRecord>;
  /** The account a valid (not revoked) key belongs to, by the key's SHA-256 hex digest. */
  findAccountByTokenHash(tokenHash: string): Promise<Account | undefined>;
  /** Every key, oldest first, or those of one account. */
  listApiKeys(options?: { accountId?: number }): Promise<ApiKeyRecord[]>;
  /**
   * Revokes a key: from the moment the promise resolves, its token no longer authenticates.
   * Resolves the key (already revoked: unchanged), or `undefined` for an unknown id.
   */
  revokeApiKey(keyId: number): Promise<ApiKeyRecord | undefined>;
  /**
   * Replaces a valid key by a new one of the same account, in one transaction: the old key is
   * revoked, the new one registered. Resolves the new key; `undefined` for an unknown id;
   * InvalidInputError when the key is already revoked.
   */
  rotateApiKey(options: {
    keyId: number;
    tokenHash: string;
    tokenPrefix: string;
  }): Promise<ApiKeyRecord | undefined>;

  /**
   * Records a text job and, when it has a usage, debits `usage.cost` from the balance and writes
   * the usage ledger entry, all in one transaction. Rejects with `InsufficientBalanceError`
   * (nothing recorded) when the balance cannot pay (see {@link TextJobInput.debit}).
   */
  recordTextJob(input: TextJobInput): Promise<{ jobId: number; balance: number }>;
  /**
   * Debits the cost of one audio call (a transcription task, a TTS job or synthesis) and writes
   * its usage ledger entry (`operation`, the task's or job's id), in one transaction. Rejects
   * with `InsufficientBalanceError` (nothing debited) unless the balance less `reservedBalance`
   * covers `usage.cost`. Resolves the balance after the debit. A task or job (`jobId` not 0)
   * is charged once: when the ledger has its row already (it was charged, then interrupted
   * before it completed, and resumed), nothing is debited again.
   */
  recordAudioUsage(input: AudioUsageInput): Promise<{ balance: number }>;
  /** A text job of `accountId`; another account's job is `undefined`. */
  getTextJob(options: { accountId: number; jobId: number }): Promise<TextJob | undefined>;

  /** `modelName`: the request's `model_name`, kept as the job's `model_name` (absent: the default voice). */
  createTtsJob(options: {
    accountId: number;
    language: Language;
    text: string;
    modelName?: string;
  }): Promise<StoredTtsJob>;
  getTtsJob(options: { accountId: number; jobId: number }): Promise<StoredTtsJob | undefined>;
  /** Marks a pending TTS job processing and returns what the worker needs. */
  startTtsJob(jobId: number): Promise<TtsWork | undefined>;
  completeTtsJob(jobId: number, completion: TtsCompletion): Promise<void>;
  failTtsJob(jobId: number, error: string): Promise<void>;

  /** The upload's file name is never stored: the task reports `upload.<extension of mediaType>`. */
  createTranscriptionTask(options: TranscriptionTaskInput): Promise<TranscriptionTask>;
  getTranscriptionTask(options: {
    accountId: number;
    taskId: number;
  }): Promise<TranscriptionTask | undefined>;
  listTranscriptionTasks(options: {
    accountId: number;
    page: number;
    pageSize: number;
  }): Promise<{ items: TranscriptionTask[]; total: number }>;
  /** The task's files (upload, redacted audio); another account's is `undefined`. */
  getTranscriptionUpload(options: {
    accountId: number;
    taskId: number;
  }): Promise<TranscriptionFiles | undefined>;
  startTranscriptionTask(taskId: number): Promise<TranscriptionWork | undefined>;
  completeTranscriptionTask(taskId: number, completion: TranscriptionCompletion): Promise<void>;
  failTranscriptionTask(taskId: number, error: string): Promise<void>;

  /**
   * After a restart: work left `processing` goes back to `pending` (or to `failed` once it was
   * started `maxAttempts` times).
   */
  recoverInterruptedWork(options: { maxAttempts: number }): Promise<RecoveryReport>;
  /** Ids of pending work, oldest first, to queue on start. */
  listPendingWork(kind: WorkKind): Promise<number[]>;
  /** How many TTS jobs and transcription tasks of the account are `pending` or `processing`. */
  countUnfinishedWork(accountId: number): Promise<number>;

  /**
   * Deletes the jobs and tasks that finished before `finishedBefore` (text jobs: recorded
   * before) and the idempotency keys used before it, then removes every trace of them from the
   * database files. The usage ledger is kept.
   */
  purgeExpired(options: { finishedBefore: Date }): Promise<PurgeReport>;
  /** Files the store refers to (see {@link ReferencedFiles}). */
  listReferencedFiles(): Promise<ReferencedFiles>;

  /**
   * Claims idempotency key `key` of the account for the request `fingerprint` (a digest of its
   * method, path and body). Only one of several concurrent claims of a key (on any instance) gets
   * `new`.
   */
  beginIdempotentRequest(options: {
    accountId: number;
    key: string;
    fingerprint: string;
  }): Promise<IdempotencyClaim>;
  /** Saves the answer of a request that claimed its key. */
  finishIdempotentRequest(options: {
    accountId: number;
    key: string;
    answer: IdempotentAnswer;
  }): Promise<void>;
  /** Forgets a claimed key whose request failed on the server's side (5xx), so a retry runs again. */
  abandonIdempotentRequest(options: { accountId: number; key: string }): Promise<void>;

  /** Flushes pending writes and releases the data directory. */
  close(): Promise<void>;
}
