/**
 * The PostgreSQL implementation of {@link Store} (driver `pg`), for several `langproc serve`
 * and `langproc worker` processes on one database. Nothing is cached in memory: every instance
 * sees every other instance's changes at once.
 *
 * Balances are exact across instances: text jobs are written by group commit like the SQLite
 * store (the jobs an instance recorded since its last commit go into one statement, the function
 * `langproc_record_text_jobs`), which first locks the accounts it debits (`SELECT … FOR UPDATE`,
 * in id order, so two instances never deadlock), then checks each job against the locked balance
 * in order and writes the jobs, the usage ledger rows and the new balances. A `CHECK (balance_units >= 0)` on the
 * table is the last guard: a balance can never go below zero.
 *
 * Queued work (TTS jobs, transcription tasks) is claimed with a lease: `start*` marks the row
 * `processing`, owned by this store instance until `lease_expires_at`, which a heartbeat extends
 * every third of {@link PostgresStoreOptions.leaseMs}. A process killed with `kill -9` stops
 * renewing; once the lease has expired, `recoverInterruptedWork` (run by every instance at start
 * and by workers while polling) requeues the work, or fails it after `maxAttempts` starts.
 * `complete*` and `fail*` only write while this instance still owns the row, so a result is
 * written once even when a slow worker loses its lease to another.
 *
 * @example
 * ```ts
 * const store = await openPostgresStore({ databaseUrl: 'postgres://localhost/langproc' });
 * const { jobId } = await store.recordTextJob(input);
 * await store.close();
 * ```
 */

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Language } from '../../contract/language.js';
import type { TextJob } from '../../contract/text-job.js';
import type { TranscriptionTask } from '../../contract/transcription-task.js';
import { InsufficientBalanceError } from '../../errors/insufficient-balance-error.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { loadPostgres } from '../server-packages.js';
import { migratePostgres } from './postgres-migrations.js';
import type {
  Account,
  ApiKeyRecord,
  AudioUsageInput,
  IdempotencyClaim,
  IdempotentAnswer,
  PurgeReport,
  RecoveryReport,
  ReferencedFiles,
  Store,
  StoredTtsJob,
  TextJobInput,
  TranscriptionCompletion,
  TranscriptionFiles,
  TranscriptionTaskInput,
  TranscriptionWork,
  TtsCompletion,
  TtsWork,
  WorkKind,
} from './store.js';
import {
  API_KEY_SELECT,
  fromUnits,
  idempotencyClaim,
  idempotentAnswerValues,
  type Row,
  text,
  toAccount,
  toApiKey,
  toTextJob,
  toTranscriptionFiles,
  toTranscriptionTask,
  toTranscriptionWork,
  toTtsJob,
  toTtsWork,
  toUnits,
  transcriptionTaskValues,
  USAGE_LEDGER_COLUMNS,
  usageLedgerValues,
} from './store-rows.js';

/** How long a claimed job stays owned without a heartbeat, in milliseconds. */
export const DEFAULT_LEASE_MS = 30_000;
/** Connections of one instance's pool. */
export const DEFAULT_POOL_SIZE = 10;
/** Most text jobs written by one group commit. */
export const MAX_TEXT_JOBS_PER_COMMIT = 500;

/** Options of {@link openPostgresStore}. */
export interface PostgresStoreOptions {
  /** @example 'postgres://langproc:secret@db.internal:5432/langproc' */
  databaseUrl: string;
  /**
   * How long a claimed job stays owned without a heartbeat; after that another instance may run
   * it again.
   * @default DEFAULT_LEASE_MS
   */
  leaseMs?: number;
  /**
   * How often the leases of running work are extended, in milliseconds.
   * @default a third of leaseMs
   */
  heartbeatIntervalMs?: number;
  /** @default DEFAULT_POOL_SIZE */
  poolSize?: number;
  /**
   * Whether to apply missing migrations on open (under an advisory lock).
   * @default true
   */
  migrate?: boolean;
}

interface PendingTextJob {
  input: TextJobInput;
  createdAt: string;
  resolve: (value: { jobId: number; balance: number }) => void;
  reject: (error: unknown) => void;
}

/** Where the kinds of work live. */
const WORK_TABLES = {
  tts: { table: 'tts_jobs', id: 'job_id' },
  transcription: { table: 'transcription_tasks', id: 'task_id' },
} as const;

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new InvalidInputError({
      message: `Expected ${name} to be an integer of at least 1, got ${value}.`,
    });
  }
  return value;
}

/** Opens the PostgreSQL store at `databaseUrl`, migrating its schema first (see the module comment). */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const leaseMs = positiveInteger('leaseMs', options.leaseMs ?? DEFAULT_LEASE_MS);
  const { Pool } = await loadPostgres();
  const pool = new Pool({
    connectionString: options.databaseUrl,
    max: positiveInteger('poolSize', options.poolSize ?? DEFAULT_POOL_SIZE),
  });
  // A connection that breaks while idle must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    if (options.migrate !== false) await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const heartbeatIntervalMs = positiveInteger(
    'heartbeatIntervalMs',
    options.heartbeatIntervalMs ?? Math.max(1, Math.floor(leaseMs / 3)),
  );
  return new PostgresStore(pool, leaseMs, heartbeatIntervalMs);
}

/** The PostgreSQL {@link Store}; see the module comment. */
export class PostgresStore implements Store {
  /** Owner of the leases this instance takes. */
  readonly instanceId = randomUUID();
  private pendingTextJobs: PendingTextJob[] = [];
  private flushing: Promise<void> | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly leaseMs: number,
    heartbeatIntervalMs: number,
  ) {
    this.heartbeat = setInterval(() => {
      this.renewLeases().catch(() => {});
    }, heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  private async query(sql: string, values: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query(sql, values)).rows as Row[];
  }

  /** Runs one statement on the pool (for helpers that share it, such as the rate limiter). */
  queryRows(sql: string, values: unknown[] = []): Promise<Array<Record<string, unknown>>> {
    return this.query(sql, values);
  }

  private async one(sql: string, values: unknown[] = []): Promise<Row | undefined> {
    return (await this.query(sql, values))[0];
  }

  /** A statement of the hot path, prepared once per connection (no parse and plan per request). */
  private async prepared(name: string, sql: string, values: unknown[]): Promise<Row[]> {
    return (await this.pool.query({ name, text: sql, values })).rows as Row[];
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const value = await work(client);
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async createAccount(options: { name: string; balance: number }): Promise<Account> {
    if (!Number.isFinite(options.balance) || options.balance < 0) {
      throw new InvalidInputError({ message: `Expected a balance of at least 0, got ${options.balance}.` });
    }
    const row = await this.one(
      `INSERT INTO accounts (name, balance_units, created_at) VALUES ($1, $2, $3)
        ON CONFLICT (name) DO NOTHING RETURNING *`,
      [options.name, toUnits(options.balance), new Date().toISOString()],
    );
    if (row === undefined)
      throw new InvalidInputError({ message: 'An account with this name already exists.' });
    return toAccount(row);
  }

  async findAccountByName(name: string): Promise<Account | undefined> {
    const row = await this.one('SELECT * FROM accounts WHERE name = $1', [name]);
    return row === undefined ? undefined : toAccount(row);
  }

  async adjustBalance(options: { accountId: number; amount: number }): Promise<Account> {
    const row = await this.one(
      `UPDATE accounts SET balance_units = balance_units + $1 WHERE id = $2
        AND balance_units + $1 >= 0 RETURNING *`,
      [toUnits(options.amount), options.accountId],
    );
    if (row === undefined) {
      throw new InvalidInputError({
        message: 'Expected an existing account whose balance covers the debit.',
        details: { accountId: options.accountId },
      });
    }
    return toAccount(row);
  }

  async countAccounts(): Promise<number> {
    return Number((await this.one('SELECT count(*) AS count FROM accounts'))!.count);
  }

  async getAccount(accountId: number): Promise<Account | undefined> {
    const row = await this.one('SELECT * FROM accounts WHERE id = $1', [accountId]);
    return row === undefined ? undefined : toAccount(row);
  }

  async addApiKey(options: {
    accountId: number;
    tokenHash: string;
    tokenPrefix: string;
  }): Promise<ApiKeyRecord> {
    const row = await this.one(
      'INSERT INTO api_keys (account_id, token_hash, token_prefix, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [options.accountId, options.tokenHash, options.tokenPrefix, new Date().toISOString()],
    );
    return (await this.apiKey(Number(row!.id)))!;
  }

  private async apiKey(
    id: number,
    client: pg.PoolClient | pg.Pool = this.pool,
  ): Promise<ApiKeyRecord | undefined> {
    const row = (await client.query(`${API_KEY_SELECT} WHERE api_keys.id = $1`, [id])).rows[0] as
      | Row
      | undefined;
    return row === undefined ? undefined : toApiKey(row);
  }

  async findAccountByTokenHash(tokenHash: string): Promise<Account | undefined> {
    const [row] = await this.prepared(
      'langproc-account-by-token',
      `SELECT accounts.* FROM api_keys JOIN accounts ON accounts.id = api_keys.account_id
        WHERE api_keys.token_hash = $1 AND api_keys.revoked_at IS NULL`,
      [tokenHash],
    );
    return row === undefined ? undefined : toAccount(row);
  }

  async listApiKeys(options: { accountId?: number } = {}): Promise<ApiKeyRecord[]> {
    const rows =
      options.accountId === undefined
        ? await this.query(`${API_KEY_SELECT} ORDER BY api_keys.id`)
        : await this.query(`${API_KEY_SELECT} WHERE api_keys.account_id = $1 ORDER BY api_keys.id`, [
            options.accountId,
          ]);
    return rows.map(toApiKey);
  }

  async revokeApiKey(keyId: number): Promise<ApiKeyRecord | undefined> {
    await this.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [
      new Date().toISOString(),
      keyId,
    ]);
    return this.apiKey(keyId);
  }

  async rotateApiKey(options: {
    keyId: number;
    tokenHash: string;
    tokenPrefix: string;
  }): Promise<ApiKeyRecord | undefined> {
    const id = await this.transaction(async (client) => {
      const old = (
        await client.query('SELECT account_id, revoked_at FROM api_keys WHERE id = $1 FOR UPDATE', [
          options.keyId,
        ])
      ).rows[0] as Row | undefined;
      if (old === undefined) return undefined;
      if (old.revoked_at !== null) {
        throw new InvalidInputError({
          message: `API key ${options.keyId} is revoked; create a new key instead of rotating it.`,
          details: { keyId: options.keyId },
        });
      }
      const now = new Date().toISOString();
      await client.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2', [now, options.keyId]);
      const inserted = await client.query(
        'INSERT INTO api_keys (account_id, token_hash, token_prefix, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [old.account_id, options.tokenHash, options.tokenPrefix, now],
      );
      return Number((inserted.rows[0] as Row).id);
    });
    return id === undefined ? undefined : this.apiKey(id);
  }

  recordTextJob(input: TextJobInput): Promise<{ jobId: number; balance: number }> {
    if (this.closed) return Promise.reject(new Error('The store is closed.'));
    return new Promise((resolve, reject) => {
      this.pendingTextJobs.push({ input, createdAt: new Date().toISOString(), resolve, reject });
      this.flushing ??= this.flushTextJobs();
    });
  }

  /** Writes group commits until no job is pending; one at a time per instance. */
  private async flushTextJobs(): Promise<void> {
    // Jobs recorded in the same turn of the event loop join the first commit.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pendingTextJobs.length > 0) {
      const batch = this.pendingTextJobs.splice(0, MAX_TEXT_JOBS_PER_COMMIT);
      try {
        const outcomes = await this.writeTextJobs(batch);
        batch.forEach((pending, index) => {
          const outcome = outcomes[index]!;
          if (outcome instanceof InsufficientBalanceError) pending.reject(outcome);
          else pending.resolve(outcome);
        });
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    this.flushing = undefined;
  }

  /**
   * Writes a batch of text jobs in one statement (`langproc_record_text_jobs`, migration 4, one
   * round trip and so the shortest hold of the account locks): it locks the accounts (id order),
   * checks and debits each job in order against the locked balances, and inserts the jobs and
   * ledger rows.
   */
  private async writeTextJobs(
    batch: PendingTextJob[],
  ): Promise<Array<{ jobId: number; balance: number } | InsufficientBalanceError>> {
    const jobs = batch.map(({ input, createdAt }) => ({
      account_id: input.accountId,
      cost_units: toUnits(input.usage?.cost ?? 0),
      reserved_units: toUnits(input.reservedBalance ?? 0),
      up_to_balance: input.debit === 'up-to-balance',
      created_at: createdAt,
      job_type: input.jobType,
      status: input.status,
      domain: input.domain,
      source_language: input.sourceLanguage,
      target_language: input.targetLanguage,
      style: input.style,
      result: input.result,
      result_structured: input.resultStructured === null ? null : JSON.stringify(input.resultStructured),
      error: input.error,
      missing_ranges: JSON.stringify(input.missingRanges),
      model_name: input.modelName,
      processing_time: input.processingTime,
      route: input.route,
      units: input.units === null ? null : JSON.stringify(input.units),
      usage: input.usage === null ? null : JSON.stringify(input.usage),
      calls: input.usage?.calls ?? null,
      prompt_tokens: input.usage?.prompt_tokens ?? null,
      completion_tokens: input.usage?.completion_tokens ?? null,
      total_tokens: input.usage?.total_tokens ?? null,
    }));
    const [row] = await this.prepared(
      'langproc-record-text-jobs',
      'SELECT langproc_record_text_jobs($1::jsonb) AS outcomes',
      [JSON.stringify(jobs)],
    );
    const outcomes = row!.outcomes as Array<{
      job_id: number | string;
      balance_units: number | string;
    } | null>;
    return outcomes.map((outcome, index) =>
      outcome === null
        ? new InsufficientBalanceError({
            message: 'The account balance cannot pay for this request; add credit and retry.',
            details: { cost: fromUnits(jobs[index]!.cost_units) },
          })
        : { jobId: Number(outcome.job_id), balance: fromUnits(Number(outcome.balance_units)) },
    );
  }

  async recordAudioUsage(input: AudioUsageInput): Promise<{ balance: number }> {
    const cost = toUnits(input.usage.cost);
    return this.transaction(async (client) => {
      if (input.jobId !== 0) {
        // Charged already, before an interruption: the resumed task or job does not pay twice.
        // (A task or job is run by the one instance holding its lease.)
        const charged = (
          await client.query(
            `SELECT accounts.balance_units FROM usage_ledger JOIN accounts ON accounts.id = usage_ledger.account_id
              WHERE usage_ledger.account_id = $1 AND usage_ledger.operation = $2 AND usage_ledger.job_id = $3`,
            [input.accountId, input.operation, input.jobId],
          )
        ).rows[0] as Row | undefined;
        if (charged !== undefined) return { balance: fromUnits(Number(charged.balance_units)) };
      }
      // One conditional update: concurrent debits of the account (any instance) take turns on its row.
      const updated = (
        await client.query(
          `UPDATE accounts SET balance_units = balance_units - $1
            WHERE id = $2 AND ($1 = 0 OR balance_units - $3 >= $1) RETURNING balance_units`,
          [cost, input.accountId, toUnits(input.reservedBalance ?? 0)],
        )
      ).rows[0] as Row | undefined;
      if (updated === undefined) {
        throw new InsufficientBalanceError({
          message: 'The account balance cannot pay for this request; add credit and retry.',
          details: { cost: input.usage.cost },
        });
      }
      const balance = Number(updated.balance_units);
      await client.query(
        `INSERT INTO usage_ledger (${USAGE_LEDGER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        usageLedgerValues({
          ...input,
          costUnits: cost,
          balanceAfterUnits: balance,
          createdAt: new Date().toISOString(),
        }),
      );
      return { balance: fromUnits(balance) };
    });
  }

  async getTextJob(options: { accountId: number; jobId: number }): Promise<TextJob | undefined> {
    const row = await this.one('SELECT * FROM text_jobs WHERE job_id = $1 AND account_id = $2', [
      options.jobId,
      options.accountId,
    ]);
    return row === undefined ? undefined : toTextJob(row);
  }

  async createTtsJob(options: {
    accountId: number;
    language: Language;
    text: string;
    modelName?: string;
  }): Promise<StoredTtsJob> {
    const row = await this.one(
      `INSERT INTO tts_jobs (account_id, status, created_at, language, text, model_name)
        VALUES ($1, 'pending', $2, $3, $4, $5) RETURNING *`,
      [
        options.accountId,
        new Date().toISOString(),
        options.language,
        options.text,
        options.modelName ?? null,
      ],
    );
    return toTtsJob(row!);
  }

  async getTtsJob(options: { accountId: number; jobId: number }): Promise<StoredTtsJob | undefined> {
    const row = await this.one('SELECT * FROM tts_jobs WHERE job_id = $1 AND account_id = $2', [
      options.jobId,
      options.accountId,
    ]);
    return row === undefined ? undefined : toTtsJob(row);
  }

  /** Claims pending work `id` of `kind` with a lease; the row when this instance won it. */
  private async claim(kind: WorkKind, id: number): Promise<Row | undefined> {
    const { table, id: column } = WORK_TABLES[kind];
    return this.one(
      `UPDATE ${table} SET status = 'processing', attempts = attempts + 1, lease_owner = $2,
        lease_expires_at = now() + $3 * interval '1 millisecond'
        WHERE ${column} = $1 AND status = 'pending' RETURNING *`,
      [id, this.instanceId, this.leaseMs],
    );
  }

  async startTtsJob(jobId: number): Promise<TtsWork | undefined> {
    const row = await this.claim('tts', jobId);
    return row === undefined ? undefined : toTtsWork(jobId, row);
  }

  async completeTtsJob(jobId: number, completion: TtsCompletion): Promise<void> {
    await this.query(
      `UPDATE tts_jobs SET status = 'completed', text = NULL, model_name = $1, audio_path = $2, audio_duration = $3,
        processing_time = $4, error = NULL, finished_at = $5, lease_owner = NULL, lease_expires_at = NULL
        WHERE job_id = $6 AND status = 'processing' AND lease_owner = $7`,
      [
        completion.modelName,
        completion.audioPath,
        completion.audioDuration,
        completion.processingTime,
        new Date().toISOString(),
        jobId,
        this.instanceId,
      ],
    );
  }

  async failTtsJob(jobId: number, error: string): Promise<void> {
    await this.query(
      `UPDATE tts_jobs SET status = 'failed', text = NULL, error = $1, finished_at = $2, lease_owner = NULL,
        lease_expires_at = NULL WHERE job_id = $3 AND status IN ('pending', 'processing')
        AND (lease_owner = $4 OR lease_owner IS NULL)`,
      [error, new Date().toISOString(), jobId, this.instanceId],
    );
  }

  async createTranscriptionTask(options: TranscriptionTaskInput): Promise<TranscriptionTask> {
    const row = await this.one(
      `INSERT INTO transcription_tasks (account_id, status, created_at, upload_path, media_type, language_field,
        language, model_name, srt_requested, redact_audio, keep_audio, redact_audio_options)
        VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [options.accountId, new Date().toISOString(), ...transcriptionTaskValues(options)],
    );
    return toTranscriptionTask(row!);
  }

  async getTranscriptionTask(options: {
    accountId: number;
    taskId: number;
  }): Promise<TranscriptionTask | undefined> {
    const row = await this.one('SELECT * FROM transcription_tasks WHERE task_id = $1 AND account_id = $2', [
      options.taskId,
      options.accountId,
    ]);
    return row === undefined ? undefined : toTranscriptionTask(row);
  }

  async listTranscriptionTasks(options: {
    accountId: number;
    page: number;
    pageSize: number;
  }): Promise<{ items: TranscriptionTask[]; total: number }> {
    const total = Number(
      (await this.one('SELECT count(*) AS count FROM transcription_tasks WHERE account_id = $1', [
        options.accountId,
      ]))!.count,
    );
    const rows = await this.query(
      'SELECT * FROM transcription_tasks WHERE account_id = $1 ORDER BY task_id DESC LIMIT $2 OFFSET $3',
      [options.accountId, options.pageSize, (options.page - 1) * options.pageSize],
    );
    return { items: rows.map(toTranscriptionTask), total };
  }

  async getTranscriptionUpload(options: {
    accountId: number;
    taskId: number;
  }): Promise<TranscriptionFiles | undefined> {
    const row = await this.one(
      `SELECT upload_path, media_type, keep_audio, redacted_audio_path FROM transcription_tasks
        WHERE task_id = $1 AND account_id = $2`,
      [options.taskId, options.accountId],
    );
    return row === undefined ? undefined : toTranscriptionFiles(row);
  }

  async startTranscriptionTask(taskId: number): Promise<TranscriptionWork | undefined> {
    const row = await this.claim('transcription', taskId);
    return row === undefined ? undefined : toTranscriptionWork(taskId, row);
  }

  async completeTranscriptionTask(taskId: number, completion: TranscriptionCompletion): Promise<void> {
    await this.query(
      `UPDATE transcription_tasks SET status = 'completed', model_name = $1, audio_duration = $2,
        processing_time = $3, result_text = $4, srt_content = $5, error = NULL, finished_at = $6,
        lease_owner = NULL, lease_expires_at = NULL, redacted_audio_path = $9
        WHERE task_id = $7 AND status = 'processing' AND lease_owner = $8`,
      [
        completion.modelName,
        completion.audioDuration,
        completion.processingTime,
        completion.resultText,
        completion.srtContent,
        new Date().toISOString(),
        taskId,
        this.instanceId,
        completion.redactedAudioPath,
      ],
    );
  }

  async failTranscriptionTask(taskId: number, error: string): Promise<void> {
    await this.query(
      `UPDATE transcription_tasks SET status = 'failed', error = $1, finished_at = $2, lease_owner = NULL,
        lease_expires_at = NULL WHERE task_id = $3 AND status IN ('pending', 'processing')
        AND (lease_owner = $4 OR lease_owner IS NULL)`,
      [error, new Date().toISOString(), taskId, this.instanceId],
    );
  }

  async beginIdempotentRequest(options: {
    accountId: number;
    key: string;
    fingerprint: string;
  }): Promise<IdempotencyClaim> {
    const inserted = await this.one(
      `INSERT INTO idempotency_keys (account_id, key, fingerprint) VALUES ($1, $2, $3)
        ON CONFLICT (account_id, key) DO NOTHING RETURNING key`,
      [options.accountId, options.key, options.fingerprint],
    );
    if (inserted !== undefined) return { state: 'new' };
    const row = await this.one('SELECT * FROM idempotency_keys WHERE account_id = $1 AND key = $2', [
      options.accountId,
      options.key,
    ]);
    // Abandoned between the two statements: the caller may claim it again.
    if (row === undefined) return this.beginIdempotentRequest(options);
    return idempotencyClaim(row, options.fingerprint);
  }

  async finishIdempotentRequest(options: {
    accountId: number;
    key: string;
    answer: IdempotentAnswer;
  }): Promise<void> {
    await this.query(
      'UPDATE idempotency_keys SET status = $1, content_type = $2, body = $3 WHERE account_id = $4 AND key = $5',
      idempotentAnswerValues(options),
    );
  }

  async abandonIdempotentRequest(options: { accountId: number; key: string }): Promise<void> {
    await this.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2', [
      options.accountId,
      options.key,
    ]);
  }

  /** Extends the leases of the work this instance is running. */
  async renewLeases(): Promise<void> {
    for (const { table } of Object.values(WORK_TABLES)) {
      await this.query(
        `UPDATE ${table} SET lease_expires_at = now() + $2 * interval '1 millisecond'
          WHERE status = 'processing' AND lease_owner = $1`,
        [this.instanceId, this.leaseMs],
      );
    }
  }

  /**
   * Work whose lease has expired (its instance stopped or was killed) goes back to `pending`, or
   * to `failed` once it was started `maxAttempts` times. Work other live instances run is left
   * alone.
   */
  async recoverInterruptedWork(options: { maxAttempts: number }): Promise<RecoveryReport> {
    const message = `Interrupted ${options.maxAttempts} times (its worker stopped or lost its lease); not retried again.`;
    const finishedAt = new Date().toISOString();
    return this.transaction(async (client) => {
      let failed = 0;
      let requeued = 0;
      for (const { table } of Object.values(WORK_TABLES)) {
        const erase = table === 'tts_jobs' ? ', text = NULL' : '';
        const expired = "status = 'processing' AND (lease_expires_at IS NULL OR lease_expires_at <= now())";
        failed +=
          (
            await client.query(
              `UPDATE ${table} SET status = 'failed', error = $1, finished_at = $2, lease_owner = NULL,
                lease_expires_at = NULL${erase} WHERE ${expired} AND attempts >= $3`,
              [message, finishedAt, options.maxAttempts],
            )
          ).rowCount ?? 0;
        requeued +=
          (
            await client.query(
              `UPDATE ${table} SET status = 'pending', lease_owner = NULL, lease_expires_at = NULL WHERE ${expired}`,
            )
          ).rowCount ?? 0;
      }
      return { requeued, failed };
    });
  }

  async listPendingWork(kind: WorkKind): Promise<number[]> {
    const { table, id } = WORK_TABLES[kind];
    return (await this.query(`SELECT ${id} AS id FROM ${table} WHERE status = 'pending' ORDER BY ${id}`)).map(
      (row) => Number(row.id),
    );
  }

  async countUnfinishedWork(accountId: number): Promise<number> {
    const row = await this.one(
      `SELECT (SELECT count(*) FROM tts_jobs WHERE account_id = $1 AND status IN ('pending', 'processing'))
        + (SELECT count(*) FROM transcription_tasks WHERE account_id = $1 AND status IN ('pending', 'processing'))
        AS count`,
      [accountId],
    );
    return Number(row!.count);
  }

  async purgeExpired(options: { finishedBefore: Date }): Promise<PurgeReport> {
    const cutoff = options.finishedBefore.toISOString();
    const finished = "status IN ('completed', 'failed') AND COALESCE(finished_at, created_at) < $1";
    await this.flushing;
    return this.transaction(async (client) => {
      const audioPaths = (
        await client.query(`SELECT audio_path FROM tts_jobs WHERE ${finished} AND audio_path IS NOT NULL`, [
          cutoff,
        ])
      ).rows.map((row) => text(row as Row, 'audio_path'));
      const tasks = (
        await client.query(
          `SELECT upload_path, redacted_audio_path FROM transcription_tasks WHERE ${finished}`,
          [cutoff],
        )
      ).rows as Row[];
      for (const row of tasks) {
        if (row.redacted_audio_path !== null) audioPaths.push(text(row, 'redacted_audio_path'));
      }
      const report = {
        textJobs: (await client.query('DELETE FROM text_jobs WHERE created_at < $1', [cutoff])).rowCount ?? 0,
        ttsJobs: (await client.query(`DELETE FROM tts_jobs WHERE ${finished}`, [cutoff])).rowCount ?? 0,
        transcriptionTasks:
          (await client.query(`DELETE FROM transcription_tasks WHERE ${finished}`, [cutoff])).rowCount ?? 0,
        audioPaths,
        uploadPaths: tasks.map((row) => text(row, 'upload_path')),
      };
      await client.query('DELETE FROM idempotency_keys WHERE created_at < $1', [options.finishedBefore]);
      return report;
    });
  }

  async listReferencedFiles(): Promise<ReferencedFiles> {
    return {
      uploadPaths: (
        await this.query(
          "SELECT upload_path FROM transcription_tasks WHERE status IN ('pending', 'processing') OR keep_audio = 1",
        )
      ).map((row) => text(row, 'upload_path')),
      audioPaths: (
        await this.query(
          `SELECT audio_path FROM tts_jobs WHERE audio_path IS NOT NULL
            UNION ALL SELECT redacted_audio_path FROM transcription_tasks WHERE redacted_audio_path IS NOT NULL`,
        )
      ).map((row) => text(row, 'audio_path')),
    };
  }

  /**
   * Writes the pending text jobs, hands back the leases of work this instance still holds (an
   * aborted job is resumed at once by the next instance that recovers, without waiting for the
   * lease to expire), and closes the pool.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.flushing;
    for (const { table } of Object.values(WORK_TABLES)) {
      await this.query(
        `UPDATE ${table} SET lease_expires_at = now() WHERE status = 'processing' AND lease_owner = $1`,
        [this.instanceId],
      ).catch(() => {});
    }
    await this.pool.end();
  }
}
