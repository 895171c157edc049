/**
 * Linear-interpolation resampling of mono float samples (used only when a backend returns pieces
 * at different rates).
 *
 * @example
 * ```ts
 * resampleLinear(new Float32Array([0, 1]), 1, 2); // Float32Array [0, 0.5, 1, 1]
 * ```
 */

/** `samples` at `fromRate` converted to `toRate`. */
export function resampleLinear(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const length = Math.round((samples.length * toRate) / fromRate);
  const output = new Float32Array(length);
  const step = fromRate / toRate;
  for (let index = 0; index < length; index++) {
    const position = index * step;
    const left = Math.floor(position);
    const fraction = position - left;
    const a = samples[Math.min(left, samples.length - 1)] ?? 0;
    const b = samples[Math.min(left + 1, samples.length - 1)] ?? 0;
    output[index] = a + (b - a) * fraction;
  }
  return output;
}
