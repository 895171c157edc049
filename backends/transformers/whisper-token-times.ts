/**
 * Token times from the alignment heads' cross-attention, by dynamic time warping: the same
 * numbers as transformers.js 4.3's `_extract_token_timestamps` (float32 rounding included), on
 * plain typed arrays and only the alignment heads' rows, where transformers.js concatenates,
 * stacks and permutes tensors of all decoder layers.
 *
 * Per head: every frame is standardised over the token rows (mean and population standard
 * deviation), then each row is median-filtered along time; the prompt rows are dropped, the heads
 * averaged, and the path of least cost through the negated matrix gives each token the time of
 * the frame at which the path reaches it.
 *
 * @example
 * ```ts
 * const times = whisperTokenTimes({ attention, rows, frames: 1150, promptLength: 3, sequenceLength: 40 });
 * ```
 */

/** What {@link whisperTokenTimes} needs. */
export interface TokenTimesRequest {
  /** Per alignment head, `rows × frames` values, row-major (see `generateWhisperTokens`). */
  attention: readonly Float32Array[];
  /** Rows per head: one per decoder input position (`sequenceLength - 1`). */
  rows: number;
  /** Values per row. */
  frames: number;
  /** Prompt tokens before the first generated one; their rows are dropped and their times are 0. */
  promptLength: number;
  /** Tokens in the sequence (prompt included): the length of the result. */
  sequenceLength: number;
  /**
   * Width of the median filter along time (the model config's `median_filter_width`).
   * @default 7
   */
  medianFilterWidth?: number;
  /**
   * Seconds per frame.
   * @default 0.02
   */
  timePrecision?: number;
}

/** Seconds at which each token of the sequence starts, by transformers.js's rules (see the module comment). */
export function whisperTokenTimes(request: TokenTimesRequest): Float32Array {
  const { attention, rows, frames, promptLength, sequenceLength } = request;
  const width = request.medianFilterWidth ?? 7;
  const timePrecision = request.timePrecision ?? 0.02;
  const times = new Float32Array(sequenceLength);
  const textRows = rows - promptLength;
  if (attention.length === 0 || textRows <= 0 || frames === 0) return times;
  const average = new Float32Array(textRows * frames);
  const mean = new Float32Array(frames);
  const deviation = new Float32Array(frames);
  const row = new Float32Array(frames);
  for (const weights of attention) {
    mean.fill(0);
    deviation.fill(0);
    for (let token = 0; token < rows; token++) {
      const offset = token * frames;
      for (let frame = 0; frame < frames; frame++) {
        mean[frame] = (mean[frame] as number) + (weights[offset + frame] as number);
      }
    }
    if (rows !== 1) for (let frame = 0; frame < frames; frame++) mean[frame] = (mean[frame] as number) / rows;
    for (let token = 0; token < rows; token++) {
      const offset = token * frames;
      for (let frame = 0; frame < frames; frame++) {
        deviation[frame] =
          (deviation[frame] as number) + ((weights[offset + frame] as number) - (mean[frame] as number)) ** 2;
      }
    }
    for (let frame = 0; frame < frames; frame++) {
      deviation[frame] = Math.sqrt((deviation[frame] as number) / rows);
    }
    for (let token = promptLength; token < rows; token++) {
      const offset = token * frames;
      for (let frame = 0; frame < frames; frame++) {
        row[frame] =
          ((weights[offset + frame] as number) - (mean[frame] as number)) / (deviation[frame] as number);
      }
      const filtered = medianFilter(row, width);
      const target = (token - promptLength) * frames;
      for (let frame = 0; frame < frames; frame++) {
        average[target + frame] = (average[target + frame] as number) + (filtered[frame] as number);
      }
    }
  }
  const heads = attention.length;
  if (heads !== 1)
    for (let index = 0; index < average.length; index++) average[index] = (average[index] as number) / heads;
  const [textIndices, timeIndices] = warp(average, textRows, frames);
  const jumpTimes: number[] = [];
  for (let index = 0; index < textIndices.length; index++) {
    if (index === 0 || textIndices[index] !== textIndices[index - 1]) {
      jumpTimes.push((timeIndices[index] as number) * timePrecision);
    }
  }
  const values = [...jumpTimes];
  if (jumpTimes.length > 0) values.push(jumpTimes[jumpTimes.length - 1] as number);
  times.set(values.slice(0, sequenceLength - promptLength), promptLength);
  return times;
}

/**
 * transformers.js's median filter: a window of `width` values, reflected at both ends (without
 * repeating the edge), sorted as a Float32Array sorts (ascending, NaN last); the middle value.
 * The window is sorted by insertion, which for a few values is much cheaper than a typed array's
 * `sort()` per output value.
 */
export function medianFilter(data: Float32Array, width: number): Float32Array {
  const output = new Float32Array(data.length);
  const window = new Float64Array(width);
  const half = Math.floor(width / 2);
  const last = data.length - 1;
  // Without NaN or -0 (the usual case), plain comparisons order the window as sort() does.
  let plain = half <= last;
  for (let index = 0; plain && index < data.length; index++) {
    const value = data[index] as number;
    if (Number.isNaN(value) || Object.is(value, -0)) plain = false;
  }
  for (let index = 0; index < data.length; index++) {
    let filled = 0;
    for (let offset = -half; offset <= half; offset++) {
      let source = index + offset;
      if (source < 0) source = -source;
      else if (source > last) source = 2 * last - source;
      // A reflection past the other end reads outside the data, as in transformers.js: NaN.
      const value = source <= last ? (data[source] as number) : Number.NaN;
      let slot = filled;
      if (plain) {
        while (slot > 0 && (window[slot - 1] as number) > value) {
          window[slot] = window[slot - 1] as number;
          slot -= 1;
        }
      } else {
        while (slot > 0 && sortsAfter(window[slot - 1] as number, value)) {
          window[slot] = window[slot - 1] as number;
          slot -= 1;
        }
      }
      window[slot] = value;
      filled += 1;
    }
    output[index] = window[half] as number;
  }
  return output;
}

/** Whether `a` sorts after `b` in a Float32Array's `sort()` (ascending, -0 before 0, NaN last). */
function sortsAfter(a: number, b: number): boolean {
  if (Number.isNaN(b)) return false;
  if (Number.isNaN(a)) return true;
  return a > b || (a === 0 && b === 0 && Object.is(b, -0) && !Object.is(a, -0));
}

/**
 * Dynamic time warping over the negated `matrix` (`rows × columns`), with transformers.js's tie
 * rules: the path's text (row) and time (column) indices, from the start.
 */
function warp(matrix: Float32Array, rows: number, columns: number): [Int32Array, Int32Array] {
  const stride = columns + 1;
  const cost = new Float64Array((rows + 1) * stride).fill(Number.POSITIVE_INFINITY);
  const trace = new Int8Array((rows + 1) * stride).fill(-1);
  cost[0] = 0;
  for (let column = 1; column <= columns; column++) {
    for (let row = 1; row <= rows; row++) {
      const diagonal = cost[(row - 1) * stride + column - 1] as number;
      const up = cost[(row - 1) * stride + column] as number;
      const left = cost[row * stride + column - 1] as number;
      let best: number;
      let step: number;
      if (diagonal < up && diagonal < left) {
        best = diagonal;
        step = 0;
      } else if (up < diagonal && up < left) {
        best = up;
        step = 1;
      } else {
        best = left;
        step = 2;
      }
      cost[row * stride + column] = -(matrix[(row - 1) * columns + column - 1] as number) + best;
      trace[row * stride + column] = step;
    }
  }
  for (let column = 0; column <= columns; column++) trace[column] = 2;
  for (let row = 0; row <= rows; row++) trace[row * stride] = 1;
  const textIndices: number[] = [];
  const timeIndices: number[] = [];
  let row = rows;
  let column = columns;
  while (row > 0 || column > 0) {
    textIndices.push(row - 1);
    timeIndices.push(column - 1);
    const step = trace[row * stride + column];
    if (step === 0) {
      row -= 1;
      column -= 1;
    } else if (step === 1) row -= 1;
    else column -= 1;
  }
  return [Int32Array.from(textIndices.reverse()), Int32Array.from(timeIndices.reverse())];
}
