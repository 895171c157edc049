import { describe, expect, it } from 'vitest';
import { pipelineOptions } from '../../backends/transformers/pipeline-loader.js';

describe('pipelineOptions', () => {
  it.each([
    [{ dtype: 'q8' as const }, { dtype: 'q8', device: 'cpu' }],
    [
      { dtype: 'fp32' as const, threads: 1 },
      { dtype: 'fp32', device: 'cpu', session_options: { intraOpNumThreads: 1 } },
    ],
    [
      { dtype: 'q8' as const, threads: 4 },
      { dtype: 'q8', device: 'cpu', session_options: { intraOpNumThreads: 4 } },
    ],
  ])('%j -> %j', (options, expected) => {
    expect(pipelineOptions(options)).toEqual(expected);
  });
});
