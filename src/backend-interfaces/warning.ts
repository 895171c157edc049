/**
 * Warnings returned beside outputs: an option a backend ignored, a stand-in used, or another note.
 * Warnings never throw; core functions pass them through to the caller.
 *
 * @example
 * ```ts
 * const warning: Warning = { type: 'unsupported', feature: 'speed', details: 'VITS has no speed control' };
 * ```
 */
export type Warning =
  | { type: 'unsupported'; feature: string; details?: string }
  | { type: 'stand-in'; feature: string; details: string }
  | { type: 'other'; message: string };

/** Backend-specific settings, keyed by backend id. */
export type ProviderOptions = Record<string, Record<string, unknown>>;

/** What every backend call receives besides its own fields. */
export interface CallOptions {
  /** Cancels the call; backends reject promptly with an error when it fires. */
  abortSignal?: AbortSignal;
  /** Backend-specific settings, keyed by backend id. */
  providerOptions?: ProviderOptions;
}

/** Fields every backend has. */
export interface BackendBase {
  /** The interface version this backend implements. */
  readonly specificationVersion: 'v1';
  /** Backend implementation id, e.g. `transformers`, `openai-compatible`, `espeak`. */
  readonly backendId: string;
  /** The model in use, e.g. `Xenova/nllb-200-distilled-600M`. */
  readonly modelId: string;
  /** Loads weights ahead of the first call (optional; calls load lazily otherwise). */
  load?(): Promise<void>;
  /** Frees everything loaded. */
  dispose?(): Promise<void>;
}

/** Token counts reported by a backend call. */
export interface BackendUsage {
  promptTokens: number;
  completionTokens: number;
}
