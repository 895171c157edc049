/**
 * Whisper's log-mel spectrogram as transformers.js 4.3's `WhisperFeatureExtractor` computes it
 * (`_extract_fbank_features`: reflect padding, Hann window, power spectrum, Slaney mel filters,
 * log10, floor at the maximum minus 8, `(x + 4) / 4`), with a faster Fourier transform: a
 * mixed-radix (2, 2, 2, 2, 5, 5) transform of the 400 samples in double precision, where
 * transformers.js runs Bluestein's algorithm over three 1024-point transforms per frame. Both
 * are exact to about 1e-15, so the float32 power values agree but for an occasional last bit;
 * the mel projection is transformers.js's own `matmul`, so the same inputs give the same
 * features.
 *
 * @example
 * ```ts
 * const features = await whisperLogMel(extractor, waveform); // Tensor [80, floor(length / 160)]
 * ```
 */
import type { Tensor } from '@huggingface/transformers';
import { loadedTransformers } from './transformers-library.js';

/** The parts of transformers.js's `WhisperFeatureExtractor` {@link whisperLogMel} reads. */
export interface LogMelExtractor {
  config: {
    n_fft: number;
    hop_length: number;
    nb_max_frames: number;
    /** `[mel bins][frequency bins]`. */
    mel_filters: number[][];
  };
  /** The periodic Hann window of `n_fft` values. */
  window: ArrayLike<number>;
}

/** A complex transform of one length, by Stockham's autosort algorithm over its prime factors. */
export class MixedRadixFourierTransform {
  readonly length: number;
  private readonly factors: number[];
  /** Per stage: cos and -sin of the stage twiddles `w^(p k)`, p < m, k < radix. */
  private readonly twiddles: Array<{ cos: Float64Array; sin: Float64Array }>;
  /** Per radix: cos and -sin of `2 pi r k / radix`. */
  private readonly roots: Map<number, { cos: Float64Array; sin: Float64Array }>;
  private readonly scratchReal: Float64Array;
  private readonly scratchImaginary: Float64Array;

  constructor(length: number) {
    this.length = length;
    this.factors = [];
    let rest = length;
    for (const factor of [4, 2, 3, 5]) {
      while (rest % factor === 0) {
        this.factors.push(factor);
        rest /= factor;
      }
    }
    for (let factor = 7; rest > 1; factor += 2) {
      while (rest % factor === 0) {
        this.factors.push(factor);
        rest /= factor;
      }
    }
    this.twiddles = [];
    this.roots = new Map();
    let size = length;
    for (const radix of this.factors) {
      const m = size / radix;
      const cos = new Float64Array(m * radix);
      const sin = new Float64Array(m * radix);
      for (let p = 0; p < m; p++) {
        for (let k = 0; k < radix; k++) {
          const angle = (2 * Math.PI * p * k) / size;
          cos[p * radix + k] = Math.cos(angle);
          sin[p * radix + k] = -Math.sin(angle);
        }
      }
      this.twiddles.push({ cos, sin });
      if (!this.roots.has(radix)) {
        const rootCos = new Float64Array(radix * radix);
        const rootSin = new Float64Array(radix * radix);
        for (let r = 0; r < radix; r++) {
          for (let k = 0; k < radix; k++) {
            const angle = (2 * Math.PI * ((r * k) % radix)) / radix;
            rootCos[r * radix + k] = Math.cos(angle);
            rootSin[r * radix + k] = -Math.sin(angle);
          }
        }
        this.roots.set(radix, { cos: rootCos, sin: rootSin });
      }
      size = m;
    }
    this.scratchReal = new Float64Array(length);
    this.scratchImaginary = new Float64Array(length);
  }

  /** Transforms `real` + i `imaginary` in place: `X[k] = sum x[t] e^(-2 pi i t k / length)`. */
  transform(real: Float64Array, imaginary: Float64Array): void {
    let inReal = real;
    let inImaginary = imaginary;
    let outReal = this.scratchReal;
    let outImaginary = this.scratchImaginary;
    let size = this.length;
    let stride = 1;
    const sumReal = new Float64Array(8);
    const sumImaginary = new Float64Array(8);
    this.factors.forEach((radix, stage) => {
      const m = size / radix;
      const { cos, sin } = this.twiddles[stage] as { cos: Float64Array; sin: Float64Array };
      const root = this.roots.get(radix) as { cos: Float64Array; sin: Float64Array };
      for (let p = 0; p < m; p++) {
        for (let q = 0; q < stride; q++) {
          if (radix === 4) butterfly4(inReal, inImaginary, q + stride * p, stride * m, sumReal, sumImaginary);
          else if (radix === 5)
            butterfly5(inReal, inImaginary, q + stride * p, stride * m, sumReal, sumImaginary);
          else {
            for (let k = 0; k < radix; k++) {
              let accumulatedReal = 0;
              let accumulatedImaginary = 0;
              for (let r = 0; r < radix; r++) {
                const source = q + stride * (p + r * m);
                const a = inReal[source] as number;
                const b = inImaginary[source] as number;
                const c = root.cos[r * radix + k] as number;
                const d = root.sin[r * radix + k] as number;
                accumulatedReal += a * c - b * d;
                accumulatedImaginary += a * d + b * c;
              }
              sumReal[k] = accumulatedReal;
              sumImaginary[k] = accumulatedImaginary;
            }
          }
          for (let k = 0; k < radix; k++) {
            const c = cos[p * radix + k] as number;
            const d = sin[p * radix + k] as number;
            const a = sumReal[k] as number;
            const b = sumImaginary[k] as number;
            const target = q + stride * (radix * p + k);
            outReal[target] = a * c - b * d;
            outImaginary[target] = a * d + b * c;
          }
        }
      }
      [inReal, outReal] = [outReal, inReal];
      [inImaginary, outImaginary] = [outImaginary, inImaginary];
      size = m;
      stride *= radix;
    });
    if (inReal !== real) {
      real.set(inReal);
      imaginary.set(inImaginary);
    }
  }
}

const COS_1 = Math.cos((2 * Math.PI) / 5);
const COS_2 = Math.cos((4 * Math.PI) / 5);
const SIN_1 = Math.sin((2 * Math.PI) / 5);
const SIN_2 = Math.sin((4 * Math.PI) / 5);

/** A 4-point transform of `x[start + r * step]`, r < 4, into `outReal`/`outImaginary` [0, 4). */
function butterfly4(
  real: Float64Array,
  imaginary: Float64Array,
  start: number,
  step: number,
  outReal: Float64Array,
  outImaginary: Float64Array,
): void {
  const a0r = real[start] as number;
  const a0i = imaginary[start] as number;
  const a1r = real[start + step] as number;
  const a1i = imaginary[start + step] as number;
  const a2r = real[start + 2 * step] as number;
  const a2i = imaginary[start + 2 * step] as number;
  const a3r = real[start + 3 * step] as number;
  const a3i = imaginary[start + 3 * step] as number;
  const t0r = a0r + a2r;
  const t0i = a0i + a2i;
  const t1r = a0r - a2r;
  const t1i = a0i - a2i;
  const t2r = a1r + a3r;
  const t2i = a1i + a3i;
  const t3r = a1r - a3r;
  const t3i = a1i - a3i;
  outReal[0] = t0r + t2r;
  outImaginary[0] = t0i + t2i;
  outReal[1] = t1r + t3i;
  outImaginary[1] = t1i - t3r;
  outReal[2] = t0r - t2r;
  outImaginary[2] = t0i - t2i;
  outReal[3] = t1r - t3i;
  outImaginary[3] = t1i + t3r;
}

/** A 5-point transform of `x[start + r * step]`, r < 5, into `outReal`/`outImaginary` [0, 5). */
function butterfly5(
  real: Float64Array,
  imaginary: Float64Array,
  start: number,
  step: number,
  outReal: Float64Array,
  outImaginary: Float64Array,
): void {
  const a0r = real[start] as number;
  const a0i = imaginary[start] as number;
  const a1r = real[start + step] as number;
  const a1i = imaginary[start + step] as number;
  const a2r = real[start + 2 * step] as number;
  const a2i = imaginary[start + 2 * step] as number;
  const a3r = real[start + 3 * step] as number;
  const a3i = imaginary[start + 3 * step] as number;
  const a4r = real[start + 4 * step] as number;
  const a4i = imaginary[start + 4 * step] as number;
  const b1r = a1r + a4r;
  const b1i = a1i + a4i;
  const b2r = a2r + a3r;
  const b2i = a2i + a3i;
  const d1r = a1r - a4r;
  const d1i = a1i - a4i;
  const d2r = a2r - a3r;
  const d2i = a2i - a3i;
  const t1r = a0r + COS_1 * b1r + COS_2 * b2r;
  const t1i = a0i + COS_1 * b1i + COS_2 * b2i;
  const t2r = a0r + COS_2 * b1r + COS_1 * b2r;
  const t2i = a0i + COS_2 * b1i + COS_1 * b2i;
  const u1r = SIN_1 * d1r + SIN_2 * d2r;
  const u1i = SIN_1 * d1i + SIN_2 * d2i;
  const u2r = SIN_2 * d1r - SIN_1 * d2r;
  const u2i = SIN_2 * d1i - SIN_1 * d2i;
  outReal[0] = a0r + b1r + b2r;
  outImaginary[0] = a0i + b1i + b2i;
  outReal[1] = t1r + u1i;
  outImaginary[1] = t1i - u1r;
  outReal[4] = t1r - u1i;
  outImaginary[4] = t1i + u1r;
  outReal[2] = t2r + u2i;
  outImaginary[2] = t2i - u2r;
  outReal[3] = t2r - u2i;
  outImaginary[3] = t2i + u2r;
}

const transforms = new Map<number, MixedRadixFourierTransform>();

/**
 * The log-mel features `[mel bins, min(floor(length / hop), nb_max_frames)]` of `waveform`,
 * normalised over what it was given: what `extractor._extract_fbank_features(waveform)` returns.
 */
export async function whisperLogMel(extractor: LogMelExtractor, waveform: Float32Array): Promise<Tensor> {
  const { n_fft: size, hop_length: hop, nb_max_frames: maxFrames, mel_filters: filters } = extractor.config;
  const half = Math.floor(size / 2);
  const bins = half + 1;
  // Reflect padding of half a window on both sides (numpy's "reflect": the edge is not repeated).
  const padded = new Float32Array(waveform.length + 2 * half);
  padded.set(waveform, half);
  const last = waveform.length - 1;
  const reflect = (index: number): number => Math.abs(((index + last) % (2 * last)) - last);
  for (let index = 1; index <= half; index++) {
    padded[half - index] = waveform[reflect(index)] as number;
    padded[last + half + index] = waveform[reflect(last - index)] as number;
  }
  const frames = Math.min(Math.floor(waveform.length / hop), maxFrames);
  let transform = transforms.get(size);
  if (transform === undefined) {
    transform = new MixedRadixFourierTransform(size);
    transforms.set(size, transform);
  }
  const real = new Float64Array(size);
  const imaginary = new Float64Array(size);
  const power = new Float32Array(bins * frames);
  const window = extractor.window;
  for (let frame = 0; frame < frames; frame++) {
    const offset = frame * hop;
    for (let index = 0; index < size; index++) {
      real[index] = (padded[offset + index] as number) * (window[index] as number);
    }
    imaginary.fill(0);
    transform.transform(real, imaginary);
    for (let bin = 0; bin < bins; bin++) {
      power[bin * frames + frame] = (real[bin] as number) ** 2 + (imaginary[bin] as number) ** 2;
    }
  }
  const melBins = filters.length;
  // transformers.js is loaded (the extractor comes from a loaded pipeline); a static import would
  // load it with langproc/transformers (an optional peer: docs/optional-packages.md)
  const { matmul, Tensor: TensorClass } = loadedTransformers();
  const mel = await matmul(
    new TensorClass('float32', Float32Array.from(filters.flat()), [melBins, bins]),
    new TensorClass('float32', power, [bins, frames]),
  );
  const data = mel.data as Float32Array;
  let largest = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < data.length; index++) {
    data[index] = Math.max(MEL_FLOOR, data[index] as number);
    data[index] = Math.log10(data[index] as number);
    if ((data[index] as number) > largest) largest = data[index] as number;
  }
  const threshold = largest - 8;
  for (let index = 0; index < data.length; index++) {
    data[index] = (Math.max(data[index] as number, threshold) + 4) / 4;
  }
  return mel;
}

/** The smallest mel power before the logarithm. */
const MEL_FLOOR = 1e-10;
