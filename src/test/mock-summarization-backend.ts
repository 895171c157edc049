/**
 * A mock summarization backend for users' tests: returns the first sentence by default.
 *
 * @example
 * ```ts
 * import { MockSummarizationBackend } from 'langproc/test';
 * const backend = new MockSummarizationBackend();
 * ```
 */
import type {
  SummarizationBackendV1,
  SummarizationCallOptions,
  SummarizationCallResult,
} from '../backend-interfaces/summarization-backend.js';

/** Options of {@link MockSummarizationBackend}. */
export interface MockSummarizationBackendOptions {
  modelId?: string;
  /** @default 512 */
  maxInputTokens?: number;
  doSummarize?: (options: SummarizationCallOptions) => Promise<SummarizationCallResult>;
}

/** A scriptable summarization backend that records every call. */
export class MockSummarizationBackend implements SummarizationBackendV1 {
  readonly specificationVersion = 'v1' as const;
  readonly backendId = 'mock';
  readonly modelId: string;
  readonly maxInputTokens: number;
  readonly calls: SummarizationCallOptions[] = [];
  private readonly implementation: (options: SummarizationCallOptions) => Promise<SummarizationCallResult>;

  constructor(options: MockSummarizationBackendOptions = {}) {
    this.modelId = options.modelId ?? 'mock-summarization';
    this.maxInputTokens = options.maxInputTokens ?? 512;
    this.implementation =
      options.doSummarize ??
      (async ({ text, style }) => {
        const summary = (text.split(/(?<=[.!?])\s/u)[0] ?? '').trim();
        const words = text.trim().split(/\s+/u).length;
        return {
          summary,
          ...(style === 'structured'
            ? {
                structured: {
                  customer_issue: summary,
                  important_entities: [],
                  next_action: '',
                  resolution_status: 'unknown',
                  sentiment: 'neutral',
                  summary,
                },
              }
            : {}),
          usage: { promptTokens: words, completionTokens: summary.split(/\s+/u).length },
          warnings: [],
        };
      });
  }

  async countTokens(options: { text: string }): Promise<number> {
    return options.text.trim() === '' ? 0 : options.text.trim().split(/\s+/u).length;
  }

  async doSummarize(options: SummarizationCallOptions): Promise<SummarizationCallResult> {
    this.calls.push(options);
    return this.implementation(options);
  }
}
