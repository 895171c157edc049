/**
 * A mock NER backend for users' tests: by default it tags every listed word as a person.
 *
 * @example
 * ```ts
 * import { MockNerBackend } from 'langproc/test';
 * const ner = new MockNerBackend({ persons: ['Chidi'] });
 * ```
 */
import type {
  NerBackendV1,
  NerCallOptions,
  NerCallResult,
  NerEntity,
} from '../backend-interfaces/ner-backend.js';

/** Options of {@link MockNerBackend}. */
export interface MockNerBackendOptions {
  modelId?: string;
  /** Words reported as PER wherever they occur. */
  persons?: string[];
  doRecognize?: (options: NerCallOptions) => Promise<NerCallResult>;
}

/** A scriptable NER backend that records every call. */
export class MockNerBackend implements NerBackendV1 {
  readonly specificationVersion = 'v1' as const;
  readonly backendId = 'mock';
  readonly modelId: string;
  readonly calls: NerCallOptions[] = [];
  private readonly implementation: (options: NerCallOptions) => Promise<NerCallResult>;

  constructor(options: MockNerBackendOptions = {}) {
    this.modelId = options.modelId ?? 'mock-ner';
    const persons = options.persons ?? [];
    this.implementation =
      options.doRecognize ??
      (async ({ text }) => {
        const entities: NerEntity[] = [];
        for (const person of persons) {
          let from = text.indexOf(person);
          while (from !== -1) {
            entities.push({ type: 'PER', start: from, end: from + person.length, score: 0.99 });
            from = text.indexOf(person, from + person.length);
          }
        }
        entities.sort((first, second) => first.start - second.start);
        return { entities, warnings: [] };
      });
  }

  async doRecognize(options: NerCallOptions): Promise<NerCallResult> {
    this.calls.push(options);
    return this.implementation(options);
  }
}
