/**
 * The SQLite implementation of {@link Store} (node-sqlite3-wasm: no native build). One file,
 * `<dataDirectory>/langproc.sqlite`, in WAL mode with an exclusive lock held by this process.
 *
 * Text jobs are written by group commit: the jobs recorded since the last commit go into one
 * transaction that, per job, debits the balance (only if it covers the cost), writes the usage
 * ledger row and inserts the job. Commits start at most every {@link GROUP_COMMIT_INTERVAL_MS}
 * (an idle store commits on the next turn of the event loop), so under load one commit carries
 * many jobs. Each caller's promise settles after the commit, so nothing is acknowledged before it
 * is on disk.
 *
 * This process is the database's only user (exclusive lock), so the store keeps the accounts and
 * key lookups it has made in memory and updates them with every change it commits (a revoked key
 * is forgotten before `revokeApiKey` resolves): authenticating a request costs no query once its
 * key has been seen. Key commands of a running server reach this store through the server
 * (src/http/admin-channel.ts), never through a second connection.
 *
 * Personal data: the database runs with `secure_delete` (deleted content is overwritten with
 * zeros), and every change that erases user text (a TTS job's text once synthesized, expired
 * jobs) is followed by a `wal_checkpoint(TRUNCATE)`, so the text leaves the WAL file too. The
 * file name of an upload is never stored. Files are created with mode 0600.
 *
 * @example
 * ```ts
 * const store = openSqliteStore({ dataDirectory: './data' });
 * const { jobId } = await store.recordTextJob(input);
 * await store.close();
 * ```
 */

import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type sqlite from 'node-sqlite3-wasm';
import type { Language } from '../../contract/language.js';
import type { TextJob } from '../../contract/text-job.js';
import type { TranscriptionTask } from '../../contract/transcription-task.js';
import { InsufficientBalanceError } from '../../errors/insufficient-balance-error.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { loadSqlite } from '../server-packages.js';
import { acquireDataDirectoryLock } from './data-directory-lock.js';
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
  debitedInput,
  fromUnits,
  idempotencyClaim,
  idempotentAnswerValues,
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

export { MONEY_UNITS_PER_WHOLE } from './store-rows.js';

type Row = Record<string, number | bigint | string | Uint8Array | null>;
type Statement = ReturnType<InstanceType<typeof sqlite.Database>['prepare']>;

/**
 * WAL pages between automatic checkpoints (4 KiB pages: up to about 80 MB of WAL). SQLite's
 * default of 1000 checkpoints every few thousand text jobs under load, and each checkpoint stalls
 * the event loop; fewer, larger checkpoints halved the p99 latency of bench/http.ts.
 */
export const WAL_AUTOCHECKPOINT_PAGES = 20_000;

/**
 * Least milliseconds between the starts of two group commits. A commit costs about as much as
 * writing five jobs (its WAL pages are written whatever the batch size), so under load waiting
 * up to 2 ms to batch a dozen jobs per commit saves CPU; a job arriving at an idle store is
 * committed on the next turn of the event loop.
 */
export const GROUP_COMMIT_INTERVAL_MS = 2;

/** File name of the database inside the data directory. */
export const DATABASE_FILE_NAME = 'langproc.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  balance_units INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  token_prefix TEXT,
  revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS text_jobs (
  job_id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  job_type TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  domain TEXT NOT NULL,
  source_language TEXT NOT NULL,
  target_language TEXT,
  style TEXT,
  source_audio_id INTEGER,
  result TEXT,
  result_structured TEXT,
  error TEXT,
  missing_ranges TEXT NOT NULL,
  model_name TEXT,
  processing_time REAL,
  route TEXT,
  units TEXT,
  usage TEXT
);
CREATE TABLE IF NOT EXISTS usage_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  job_id INTEGER NOT NULL,
  operation TEXT NOT NULL,
  calls INTEGER NOT NULL,
  prompt_tokens INTEGER NOT NULL,
  completion_tokens INTEGER NOT NULL,
  total_tokens INTEGER NOT NULL,
  cost_units INTEGER NOT NULL,
  balance_after_units INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tts_jobs (
  job_id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL,
  text TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  model_name TEXT,
  audio_path TEXT,
  audio_duration REAL,
  processing_time REAL,
  error TEXT,
  finished_at TEXT
);
CREATE TABLE IF NOT EXISTS transcription_tasks (
  task_id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  original_filename TEXT NOT NULL,
  upload_path TEXT NOT NULL,
  media_type TEXT NOT NULL,
  language_field TEXT NOT NULL,
  language TEXT NOT NULL,
  model_name TEXT NOT NULL,
  srt_requested INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  audio_duration REAL,
  processing_time REAL,
  result_text TEXT,
  srt_content TEXT,
  error TEXT,
  finished_at TEXT
);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER,
  content_type TEXT,
  body TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX IF NOT EXISTS transcription_tasks_by_account ON transcription_tasks(account_id, task_id);
CREATE INDEX IF NOT EXISTS text_jobs_by_account ON text_jobs(account_id, job_id);
CREATE INDEX IF NOT EXISTS tts_jobs_by_account_status ON tts_jobs(account_id, status);
CREATE INDEX IF NOT EXISTS usage_ledger_by_job ON usage_ledger(account_id, operation, job_id);
`;

/** Columns added after the first release: created on databases that lack them. */
const ADDED_COLUMNS: ReadonlyArray<{ table: string; column: string; definition: string }> = [
  { table: 'api_keys', column: 'token_prefix', definition: 'TEXT' },
  { table: 'api_keys', column: 'revoked_at', definition: 'TEXT' },
  { table: 'tts_jobs', column: 'finished_at', definition: 'TEXT' },
  { table: 'transcription_tasks', column: 'finished_at', definition: 'TEXT' },
  // audio redaction (issue 15): the task's flags and where its redacted WAV is
  { table: 'transcription_tasks', column: 'redact_audio', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'transcription_tasks', column: 'keep_audio', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'transcription_tasks', column: 'redacted_audio_path', definition: 'TEXT' },
  // the upload's mode, padding, mask_gaps and entities (JSON; NULL for the defaults)
  { table: 'transcription_tasks', column: 'redact_audio_options', definition: 'TEXT' },
];

/** Suffixes of the files SQLite keeps beside the database. */
const DATABASE_FILE_SUFFIXES = ['', '-wal', '-shm', '-journal'];

/** Options of {@link openSqliteStore}. */
export interface SqliteStoreOptions {
  /** Folder that holds the database (created when missing). */
  dataDirectory: string;
  /**
   * Least milliseconds between the starts of two group commits of text jobs.
   * @default GROUP_COMMIT_INTERVAL_MS
   */
  groupCommitIntervalMs?: number;
}

/** An account row as the store keeps it in memory. */
interface CachedAccount {
  name: string;
  balanceUnits: number;
  createdAt: string;
}

interface PendingTextJob {
  input: TextJobInput;
  createdAt: string;
  resolve: (value: { jobId: number; balance: number }) => void;
  reject: (error: unknown) => void;
}

/** Adds the {@link ADDED_COLUMNS} a database created by an older version lacks. */
function addMissingColumns(database: InstanceType<typeof sqlite.Database>): void {
  for (const { table, column, definition } of ADDED_COLUMNS) {
    const columns = database.all(`PRAGMA table_info(${table})`) as Row[];
    if (!columns.some((row) => row.name === column)) {
      database.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    }
  }
}

/** Opens (creating when needed) the SQLite store of a data directory. */
export function openSqliteStore(options: SqliteStoreOptions): Store {
  const { Database } = loadSqlite();
  mkdirSync(options.dataDirectory, { recursive: true, mode: 0o700 });
  const databasePath = path.resolve(options.dataDirectory, DATABASE_FILE_NAME);
  const release = acquireDataDirectoryLock({ databasePath });
  let database: InstanceType<typeof sqlite.Database> | undefined;
  try {
    database = new Database(databasePath);
    database.exec('PRAGMA locking_mode = EXCLUSIVE');
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA synchronous = NORMAL');
    database.exec(`PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    database.exec('PRAGMA secure_delete = ON');
    database.exec('PRAGMA foreign_keys = ON');
    database.exec(SCHEMA);
    addMissingColumns(database);
    // Older versions stored the client's file name of each upload: erase them.
    database.run("UPDATE transcription_tasks SET original_filename = '' WHERE original_filename <> ''");
    // Whatever a killed process left in the WAL goes into the database (where secure_delete has
    // overwritten erased text) and the WAL is emptied.
    database.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    for (const suffix of DATABASE_FILE_SUFFIXES) {
      if (existsSync(databasePath + suffix)) chmodSync(databasePath + suffix, 0o600);
    }
    // The driver's lock is an (empty) folder, created with the default mode.
    if (existsSync(`${databasePath}.lock`)) chmodSync(`${databasePath}.lock`, 0o700);
  } catch (error) {
    if (database?.isOpen) database.close();
    release();
    throw error;
  }
  const groupCommitIntervalMs = options.groupCommitIntervalMs ?? GROUP_COMMIT_INTERVAL_MS;
  if (!Number.isFinite(groupCommitIntervalMs) || groupCommitIntervalMs < 0) {
    release();
    database.close();
    throw new InvalidInputError({
      message: `Expected groupCommitIntervalMs to be at least 0, got ${groupCommitIntervalMs}.`,
    });
  }
  return new SqliteStore(database, release, groupCommitIntervalMs);
}

class SqliteStore implements Store {
  private readonly statements = new Map<string, Statement>();
  private pendingTextJobs: PendingTextJob[] = [];
  /** Cancels the scheduled group commit; undefined when none is scheduled. */
  private cancelScheduledFlush: (() => void) | undefined;
  private lastFlushStartedAt = Number.NEGATIVE_INFINITY;
  private closed = false;
  /** Accounts looked up so far, kept equal to their rows by every change this store commits. */
  private readonly accountsById = new Map<number, CachedAccount>();
  /** Account id of every valid API key looked up so far (a revoked key is deleted from it). */
  private readonly accountIdsByTokenHash = new Map<string, number>();

  constructor(
    private readonly database: InstanceType<typeof sqlite.Database>,
    private readonly release: () => void,
    private readonly groupCommitIntervalMs: number,
  ) {}

  private statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (prepared === undefined) {
      prepared = this.database.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  /**
   * The first row of a query that returns at most one. Run to completion (the driver's `get`
   * leaves the statement open, which would hold a read transaction and block checkpoints).
   */
  private get(sql: string, values: Array<string | number | Uint8Array | null> = []): Row | undefined {
    return (this.statement(sql).all(values) as Row[])[0];
  }

  private all(sql: string, values: Array<string | number | Uint8Array | null> = []): Row[] {
    return this.statement(sql).all(values) as Row[];
  }

  private run(
    sql: string,
    values: Array<string | number | Uint8Array | null> = [],
  ): { changes: number; id: number } {
    const result = this.statement(sql).run(values);
    return { changes: result.changes, id: Number(result.lastInsertRowid) };
  }

  private transaction<T>(work: () => T): T {
    this.database.exec('BEGIN IMMEDIATE');
    try {
      const value = work();
      this.database.exec('COMMIT');
      return value;
    } catch (error) {
      // The cached accounts are only updated after a commit; forget them anyway, in case the
      // failure left the database in a state they do not describe.
      this.accountsById.clear();
      if (this.database.inTransaction) this.database.exec('ROLLBACK');
      throw error;
    }
  }

  /** The account `id`, from memory once it has been read. */
  private accountById(id: number): Account | undefined {
    let cached = this.accountsById.get(id);
    if (cached === undefined) {
      const row = this.get('SELECT name, balance_units, created_at FROM accounts WHERE id = ?', [id]);
      if (row === undefined) return undefined;
      cached = {
        name: text(row, 'name'),
        balanceUnits: Number(row.balance_units),
        createdAt: text(row, 'created_at'),
      };
      this.accountsById.set(id, cached);
    }
    return { id, name: cached.name, balance: fromUnits(cached.balanceUnits), createdAt: cached.createdAt };
  }

  async createAccount(options: { name: string; balance: number }): Promise<Account> {
    if (!Number.isFinite(options.balance) || options.balance < 0) {
      throw new InvalidInputError({ message: `Expected a balance of at least 0, got ${options.balance}.` });
    }
    if (this.get('SELECT id FROM accounts WHERE name = ?', [options.name]) !== undefined) {
      throw new InvalidInputError({ message: 'An account with this name already exists.' });
    }
    const { id } = this.run('INSERT INTO accounts (name, balance_units, created_at) VALUES (?, ?, ?)', [
      options.name,
      toUnits(options.balance),
      new Date().toISOString(),
    ]);
    return toAccount(this.get('SELECT * FROM accounts WHERE id = ?', [id])!);
  }

  async findAccountByName(name: string): Promise<Account | undefined> {
    const row = this.get('SELECT * FROM accounts WHERE name = ?', [name]);
    return row === undefined ? undefined : toAccount(row);
  }

  async adjustBalance(options: { accountId: number; amount: number }): Promise<Account> {
    this.accountsById.delete(options.accountId);
    this.run('UPDATE accounts SET balance_units = balance_units + ? WHERE id = ?', [
      toUnits(options.amount),
      options.accountId,
    ]);
    return toAccount(this.get('SELECT * FROM accounts WHERE id = ?', [options.accountId])!);
  }

  async getAccount(accountId: number): Promise<Account | undefined> {
    return this.accountById(accountId);
  }

  async countAccounts(): Promise<number> {
    return Number(this.get('SELECT count(*) AS count FROM accounts')!.count);
  }

  async addApiKey(options: {
    accountId: number;
    tokenHash: string;
    tokenPrefix: string;
  }): Promise<ApiKeyRecord> {
    const { id } = this.run(
      'INSERT INTO api_keys (account_id, token_hash, token_prefix, created_at) VALUES (?, ?, ?, ?)',
      [options.accountId, options.tokenHash, options.tokenPrefix, new Date().toISOString()],
    );
    return this.apiKey(id)!;
  }

  private apiKey(id: number): ApiKeyRecord | undefined {
    const row = this.get(`${API_KEY_SELECT} WHERE api_keys.id = ?`, [id]);
    return row === undefined ? undefined : toApiKey(row);
  }

  async findAccountByTokenHash(tokenHash: string): Promise<Account | undefined> {
    let accountId = this.accountIdsByTokenHash.get(tokenHash);
    if (accountId === undefined) {
      const row = this.get('SELECT account_id FROM api_keys WHERE token_hash = ? AND revoked_at IS NULL', [
        tokenHash,
      ]);
      if (row === undefined) return undefined;
      accountId = Number(row.account_id);
      this.accountIdsByTokenHash.set(tokenHash, accountId);
    }
    return this.accountById(accountId);
  }

  async listApiKeys(options: { accountId?: number } = {}): Promise<ApiKeyRecord[]> {
    const rows =
      options.accountId === undefined
        ? this.all(`${API_KEY_SELECT} ORDER BY api_keys.id`)
        : this.all(`${API_KEY_SELECT} WHERE api_keys.account_id = ? ORDER BY api_keys.id`, [
            options.accountId,
          ]);
    return rows.map(toApiKey);
  }

  /** Marks a key revoked in the current transaction and forgets its token; false when unknown. */
  private markRevoked(keyId: number): boolean {
    const row = this.get('SELECT token_hash FROM api_keys WHERE id = ?', [keyId]);
    if (row === undefined) return false;
    this.run('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [
      new Date().toISOString(),
      keyId,
    ]);
    this.accountIdsByTokenHash.delete(text(row, 'token_hash'));
    return true;
  }

  async revokeApiKey(keyId: number): Promise<ApiKeyRecord | undefined> {
    return this.markRevoked(keyId) ? this.apiKey(keyId) : undefined;
  }

  async rotateApiKey(options: {
    keyId: number;
    tokenHash: string;
    tokenPrefix: string;
  }): Promise<ApiKeyRecord | undefined> {
    const old = this.apiKey(options.keyId);
    if (old === undefined) return undefined;
    if (old.revokedAt !== null) {
      throw new InvalidInputError({
        message: `API key ${old.id} is revoked; create a new key instead of rotating it.`,
        details: { keyId: old.id },
      });
    }
    const id = this.transaction(() => {
      this.markRevoked(old.id);
      return this.run(
        'INSERT INTO api_keys (account_id, token_hash, token_prefix, created_at) VALUES (?, ?, ?, ?)',
        [old.accountId, options.tokenHash, options.tokenPrefix, new Date().toISOString()],
      ).id;
    });
    return this.apiKey(id);
  }

  recordTextJob(input: TextJobInput): Promise<{ jobId: number; balance: number }> {
    if (this.closed) return Promise.reject(new Error('The store is closed.'));
    return new Promise((resolve, reject) => {
      this.pendingTextJobs.push({ input, createdAt: new Date().toISOString(), resolve, reject });
      if (this.cancelScheduledFlush === undefined) this.scheduleFlush();
    });
  }

  /** Schedules the next group commit: next turn, or once the interval since the last one is over. */
  private scheduleFlush(): void {
    const wait = this.lastFlushStartedAt + this.groupCommitIntervalMs - performance.now();
    if (wait <= 0) {
      const immediate = setImmediate(() => this.flushTextJobs());
      this.cancelScheduledFlush = () => clearImmediate(immediate);
    } else {
      const timeout = setTimeout(() => this.flushTextJobs(), Math.ceil(wait));
      this.cancelScheduledFlush = () => clearTimeout(timeout);
    }
  }

  private flushTextJobs(): void {
    this.cancelScheduledFlush?.();
    this.cancelScheduledFlush = undefined;
    const batch = this.pendingTextJobs;
    this.pendingTextJobs = [];
    if (batch.length === 0) return;
    this.lastFlushStartedAt = performance.now();
    let written: ReturnType<SqliteStore['writeTextJobs']>;
    try {
      written = this.transaction(() => this.writeTextJobs(batch));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const [accountId, balanceUnits] of written.balances) {
      const cached = this.accountsById.get(accountId);
      if (cached !== undefined) cached.balanceUnits = balanceUnits;
    }
    batch.forEach((pending, index) => {
      const outcome = written.outcomes[index]!;
      if (outcome instanceof InsufficientBalanceError) pending.reject(outcome);
      else pending.resolve(outcome);
    });
  }

  /**
   * Writes a batch of text jobs in the current transaction. Each account's balance is read once,
   * each job is checked and debited against it in order (a job the balance cannot pay is
   * refused), and each account is updated once with its new balance.
   */
  private writeTextJobs(batch: PendingTextJob[]): {
    outcomes: Array<{ jobId: number; balance: number } | InsufficientBalanceError>;
    balances: Map<number, number>;
  } {
    const outcomes: Array<{ jobId: number; balance: number } | InsufficientBalanceError> = [];
    const balances = new Map<number, number>();
    const debitedAccounts = new Set<number>();
    for (const pending of batch) {
      const { input } = pending;
      let cost = toUnits(input.usage?.cost ?? 0);
      let balance = balances.get(input.accountId);
      if (balance === undefined) {
        const row = this.get('SELECT balance_units FROM accounts WHERE id = ?', [input.accountId]);
        if (row !== undefined) {
          balance = Number(row.balance_units);
          balances.set(input.accountId, balance);
        }
      }
      if (input.debit === 'up-to-balance' && balance !== undefined) {
        cost = Math.min(cost, Math.max(0, balance));
      }
      const spendable = (balance ?? 0) - toUnits(input.reservedBalance ?? 0);
      if (balance === undefined || (input.debit !== 'up-to-balance' && cost !== 0 && spendable < cost)) {
        outcomes.push(
          new InsufficientBalanceError({
            message: 'The account balance cannot pay for this request; add credit and retry.',
            details: { cost: fromUnits(cost) },
          }),
        );
        continue;
      }
      balance -= cost;
      balances.set(input.accountId, balance);
      if (cost !== 0) debitedAccounts.add(input.accountId);
      outcomes.push({ jobId: this.insertTextJob(pending, cost, balance), balance: fromUnits(balance) });
    }
    for (const accountId of debitedAccounts) {
      this.run('UPDATE accounts SET balance_units = ? WHERE id = ?', [balances.get(accountId)!, accountId]);
    }
    return { outcomes, balances };
  }

  /** Inserts one text job and, when it has a usage, its usage ledger row; returns its id. */
  private insertTextJob(pending: PendingTextJob, cost: number, balance: number): number {
    const input = debitedInput(pending.input, cost);
    // The result (about as long as the input text) is bound as its UTF-8 bytes and cast back to
    // TEXT by SQLite: the same stored value, but Buffer.from encodes natively where the driver's
    // string binding converts in a JavaScript loop (about 5 µs per 1 KB).
    const { id: jobId } = this.run(
      `INSERT INTO text_jobs (account_id, job_type, status, created_at, domain, source_language, target_language,
        style, source_audio_id, result, result_structured, error, missing_ranges, model_name, processing_time,
        route, units, usage) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, CAST(? AS TEXT), ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        input.accountId,
        input.jobType,
        input.status,
        pending.createdAt,
        input.domain,
        input.sourceLanguage,
        input.targetLanguage,
        input.style,
        input.result === null || input.result === '' ? input.result : Buffer.from(input.result),
        input.resultStructured === null ? null : JSON.stringify(input.resultStructured),
        input.error,
        JSON.stringify(input.missingRanges),
        input.modelName,
        input.processingTime,
        input.route,
        input.units === null ? null : JSON.stringify(input.units),
        input.usage === null ? null : JSON.stringify(input.usage),
      ],
    );
    if (input.usage !== null) {
      this.run(
        `INSERT INTO usage_ledger (${USAGE_LEDGER_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        usageLedgerValues({
          accountId: input.accountId,
          jobId,
          operation: input.jobType,
          usage: input.usage,
          costUnits: cost,
          balanceAfterUnits: balance,
          createdAt: pending.createdAt,
        }),
      );
    }
    return jobId;
  }

  async recordAudioUsage(input: AudioUsageInput): Promise<{ balance: number }> {
    // Text jobs waiting for their group commit are written first: they were charged earlier.
    this.flushTextJobs();
    this.accountsById.delete(input.accountId);
    const balance = this.transaction(() => {
      const row = this.get('SELECT balance_units FROM accounts WHERE id = ?', [input.accountId]);
      const cost = toUnits(input.usage.cost);
      if (row !== undefined && input.jobId !== 0 && this.audioUsageRecorded(input)) {
        return Number(row.balance_units);
      }
      const before = row === undefined ? undefined : Number(row.balance_units);
      if (before === undefined || (cost !== 0 && before - toUnits(input.reservedBalance ?? 0) < cost)) {
        throw new InsufficientBalanceError({
          message: 'The account balance cannot pay for this request; add credit and retry.',
          details: { cost: input.usage.cost },
        });
      }
      const after = before - cost;
      this.run('UPDATE accounts SET balance_units = ? WHERE id = ?', [after, input.accountId]);
      this.run(
        `INSERT INTO usage_ledger (${USAGE_LEDGER_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        usageLedgerValues({
          ...input,
          costUnits: cost,
          balanceAfterUnits: after,
          createdAt: new Date().toISOString(),
        }),
      );
      return after;
    });
    return { balance: fromUnits(balance) };
  }

  /** Whether the task or job of `input` was charged already (before an interruption). */
  private audioUsageRecorded(input: AudioUsageInput): boolean {
    return (
      this.get('SELECT 1 AS found FROM usage_ledger WHERE account_id = ? AND operation = ? AND job_id = ?', [
        input.accountId,
        input.operation,
        input.jobId,
      ]) !== undefined
    );
  }

  async getTextJob(options: { accountId: number; jobId: number }): Promise<TextJob | undefined> {
    const row = this.get('SELECT * FROM text_jobs WHERE job_id = ? AND account_id = ?', [
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
    const { id } = this.run(
      "INSERT INTO tts_jobs (account_id, status, created_at, language, text, model_name) VALUES (?, 'pending', ?, ?, ?, ?)",
      [
        options.accountId,
        new Date().toISOString(),
        options.language,
        options.text,
        options.modelName ?? null,
      ],
    );
    return toTtsJob(this.get('SELECT * FROM tts_jobs WHERE job_id = ?', [id])!);
  }

  async getTtsJob(options: { accountId: number; jobId: number }): Promise<StoredTtsJob | undefined> {
    const row = this.get('SELECT * FROM tts_jobs WHERE job_id = ? AND account_id = ?', [
      options.jobId,
      options.accountId,
    ]);
    return row === undefined ? undefined : toTtsJob(row);
  }

  async startTtsJob(jobId: number): Promise<TtsWork | undefined> {
    const { changes } = this.run(
      "UPDATE tts_jobs SET status = 'processing', attempts = attempts + 1 WHERE job_id = ? AND status = 'pending'",
      [jobId],
    );
    if (changes === 0) return undefined;
    return toTtsWork(jobId, this.get('SELECT * FROM tts_jobs WHERE job_id = ?', [jobId])!);
  }

  async completeTtsJob(jobId: number, completion: TtsCompletion): Promise<void> {
    // The text is erased once the audio exists, WAL included: the store keeps no user text it no
    // longer needs.
    this.run(
      `UPDATE tts_jobs SET status = 'completed', text = NULL, model_name = ?, audio_path = ?, audio_duration = ?,
        processing_time = ?, error = NULL, finished_at = ? WHERE job_id = ?`,
      [
        completion.modelName,
        completion.audioPath,
        completion.audioDuration,
        completion.processingTime,
        new Date().toISOString(),
        jobId,
      ],
    );
    this.checkpoint();
  }

  async failTtsJob(jobId: number, error: string): Promise<void> {
    this.run(
      "UPDATE tts_jobs SET status = 'failed', text = NULL, error = ?, finished_at = ? WHERE job_id = ?",
      [error, new Date().toISOString(), jobId],
    );
    this.checkpoint();
  }

  /**
   * Moves the WAL into the database and truncates it, so that content erased since the last
   * checkpoint (overwritten with zeros in the database by `secure_delete`) leaves the WAL file
   * too. Called after every change that erases user text.
   */
  private checkpoint(): void {
    this.database.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  }

  async createTranscriptionTask(options: TranscriptionTaskInput): Promise<TranscriptionTask> {
    // original_filename (NOT NULL in databases of older versions) stays empty: no file name is stored.
    const { id } = this.run(
      `INSERT INTO transcription_tasks (account_id, status, created_at, original_filename, upload_path, media_type,
        language_field, language, model_name, srt_requested, redact_audio, keep_audio, redact_audio_options)
        VALUES (?, 'pending', ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [options.accountId, new Date().toISOString(), ...transcriptionTaskValues(options)],
    );
    return toTranscriptionTask(this.get('SELECT * FROM transcription_tasks WHERE task_id = ?', [id])!);
  }

  async getTranscriptionTask(options: {
    accountId: number;
    taskId: number;
  }): Promise<TranscriptionTask | undefined> {
    const row = this.get('SELECT * FROM transcription_tasks WHERE task_id = ? AND account_id = ?', [
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
      this.get('SELECT count(*) AS count FROM transcription_tasks WHERE account_id = ?', [options.accountId])!
        .count,
    );
    const rows = this.all(
      'SELECT * FROM transcription_tasks WHERE account_id = ? ORDER BY task_id DESC LIMIT ? OFFSET ?',
      [options.accountId, options.pageSize, (options.page - 1) * options.pageSize],
    );
    return { items: rows.map(toTranscriptionTask), total };
  }

  async getTranscriptionUpload(options: {
    accountId: number;
    taskId: number;
  }): Promise<TranscriptionFiles | undefined> {
    const row = this.get(
      `SELECT upload_path, media_type, keep_audio, redacted_audio_path FROM transcription_tasks
        WHERE task_id = ? AND account_id = ?`,
      [options.taskId, options.accountId],
    );
    return row === undefined ? undefined : toTranscriptionFiles(row);
  }

  async startTranscriptionTask(taskId: number): Promise<TranscriptionWork | undefined> {
    const { changes } = this.run(
      "UPDATE transcription_tasks SET status = 'processing', attempts = attempts + 1 WHERE task_id = ? AND status = 'pending'",
      [taskId],
    );
    if (changes === 0) return undefined;
    return toTranscriptionWork(
      taskId,
      this.get('SELECT * FROM transcription_tasks WHERE task_id = ?', [taskId])!,
    );
  }

  async completeTranscriptionTask(taskId: number, completion: TranscriptionCompletion): Promise<void> {
    this.run(
      `UPDATE transcription_tasks SET status = 'completed', model_name = ?, audio_duration = ?, processing_time = ?,
        result_text = ?, srt_content = ?, redacted_audio_path = ?, error = NULL, finished_at = ? WHERE task_id = ?`,
      [
        completion.modelName,
        completion.audioDuration,
        completion.processingTime,
        completion.resultText,
        completion.srtContent,
        completion.redactedAudioPath,
        new Date().toISOString(),
        taskId,
      ],
    );
  }

  async failTranscriptionTask(taskId: number, error: string): Promise<void> {
    this.run(
      "UPDATE transcription_tasks SET status = 'failed', error = ?, finished_at = ? WHERE task_id = ?",
      [error, new Date().toISOString(), taskId],
    );
  }

  async recoverInterruptedWork(options: { maxAttempts: number }): Promise<RecoveryReport> {
    const message = `Interrupted by a server restart ${options.maxAttempts} times; not retried again.`;
    const finishedAt = new Date().toISOString();
    const report = this.transaction(() => {
      let failed = 0;
      let requeued = 0;
      for (const table of ['tts_jobs', 'transcription_tasks']) {
        // A failed TTS job's text is erased like after any other failure.
        const erase = table === 'tts_jobs' ? ', text = NULL' : '';
        failed += this.run(
          `UPDATE ${table} SET status = 'failed', error = ?, finished_at = ?${erase}
            WHERE status = 'processing' AND attempts >= ?`,
          [message, finishedAt, options.maxAttempts],
        ).changes;
        requeued += this.run(`UPDATE ${table} SET status = 'pending' WHERE status = 'processing'`).changes;
      }
      return { requeued, failed };
    });
    if (report.failed > 0) this.checkpoint();
    return report;
  }

  async listPendingWork(kind: WorkKind): Promise<number[]> {
    const sql =
      kind === 'tts'
        ? "SELECT job_id AS id FROM tts_jobs WHERE status = 'pending' ORDER BY job_id"
        : "SELECT task_id AS id FROM transcription_tasks WHERE status = 'pending' ORDER BY task_id";
    return this.all(sql).map((row) => Number(row.id));
  }

  async purgeExpired(options: { finishedBefore: Date }): Promise<PurgeReport> {
    const cutoff = options.finishedBefore.toISOString();
    const finished = "status IN ('completed', 'failed') AND COALESCE(finished_at, created_at) < ?";
    // Pending text jobs are committed first, so none is written after the purge with an old date.
    this.flushTextJobs();
    const report = this.transaction(() => {
      const audioPaths = this.all(
        `SELECT audio_path FROM tts_jobs WHERE ${finished} AND audio_path IS NOT NULL`,
        [cutoff],
      ).map((row) => text(row, 'audio_path'));
      const tasks = this.all(
        `SELECT upload_path, redacted_audio_path FROM transcription_tasks WHERE ${finished}`,
        [cutoff],
      );
      for (const row of tasks) {
        if (row.redacted_audio_path !== null) audioPaths.push(text(row, 'redacted_audio_path'));
      }
      return {
        uploadPaths: tasks.map((row) => text(row, 'upload_path')),
        textJobs: this.run('DELETE FROM text_jobs WHERE created_at < ?', [cutoff]).changes,
        ttsJobs: this.run(`DELETE FROM tts_jobs WHERE ${finished}`, [cutoff]).changes,
        transcriptionTasks: this.run(`DELETE FROM transcription_tasks WHERE ${finished}`, [cutoff]).changes,
        audioPaths,
        idempotencyKeys: this.run('DELETE FROM idempotency_keys WHERE created_at < ?', [cutoff]).changes,
      };
    });
    const { idempotencyKeys, ...purged } = report;
    if (report.textJobs + report.ttsJobs + report.transcriptionTasks + idempotencyKeys > 0) this.checkpoint();
    return purged;
  }

  async listReferencedFiles(): Promise<ReferencedFiles> {
    return {
      uploadPaths: this.all(
        "SELECT upload_path FROM transcription_tasks WHERE status IN ('pending', 'processing') OR keep_audio = 1",
      ).map((row) => text(row, 'upload_path')),
      audioPaths: this.all(
        `SELECT audio_path FROM tts_jobs WHERE audio_path IS NOT NULL
          UNION ALL SELECT redacted_audio_path FROM transcription_tasks WHERE redacted_audio_path IS NOT NULL`,
      ).map((row) => text(row, 'audio_path')),
    };
  }

  async countUnfinishedWork(accountId: number): Promise<number> {
    const row = this.get(
      `SELECT (SELECT count(*) FROM tts_jobs WHERE account_id = ?1 AND status IN ('pending', 'processing'))
        + (SELECT count(*) FROM transcription_tasks WHERE account_id = ?1 AND status IN ('pending', 'processing'))
        AS count`,
      [accountId],
    );
    return Number(row!.count);
  }

  async beginIdempotentRequest(options: {
    accountId: number;
    key: string;
    fingerprint: string;
  }): Promise<IdempotencyClaim> {
    const { changes } = this.run(
      `INSERT INTO idempotency_keys (account_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (account_id, key) DO NOTHING`,
      [options.accountId, options.key, options.fingerprint, new Date().toISOString()],
    );
    if (changes === 1) return { state: 'new' };
    const row = this.get('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?', [
      options.accountId,
      options.key,
    ])!;
    return idempotencyClaim(row, options.fingerprint);
  }

  async finishIdempotentRequest(options: {
    accountId: number;
    key: string;
    answer: IdempotentAnswer;
  }): Promise<void> {
    this.run(
      'UPDATE idempotency_keys SET status = ?, content_type = ?, body = ? WHERE account_id = ? AND key = ?',
      idempotentAnswerValues(options),
    );
  }

  async abandonIdempotentRequest(options: { accountId: number; key: string }): Promise<void> {
    this.run('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?', [
      options.accountId,
      options.key,
    ]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flushTextJobs();
    this.closed = true;
    for (const prepared of this.statements.values()) prepared.finalize();
    this.statements.clear();
    this.database.close();
    this.release();
  }
}
