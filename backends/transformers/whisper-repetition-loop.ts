/**
 * A deterministic guard against Whisper's repetition loops: greedy decoding sometimes falls into
 * one phrase written again and again ("Und ihre Emile Adresse" 25 times after a bleep) until the
 * token limit, and the words spoken after the loop's start are never written. openai-whisper and
 * faster-whisper catch this with a compression-ratio and log-probability check and decode again
 * at higher temperatures (sampling); this guard stays greedy and deterministic instead:
 *
 * 1. {@link findRepetitionLoop}: the first run of text tokens (timestamp tokens skipped) made of
 *    one n-gram written {@link REPETITION_LOOP_MINIMUM_COPIES} or more times in a row, covering at
 *    least {@link REPETITION_LOOP_MINIMUM_TOKENS} tokens (so "0 0 0" in a phone number, or
 *    "Bien! Bien!", is not a loop; twelve zeros in a row would be).
 * 2. {@link cutRepetitionLoop}: the sequence is cut after the loop's first copy (the one copy
 *    that may have been said) and closed by a timestamp token at the time decoding resumes: the
 *    timestamp Whisper wrote right after the first copy, else the token time (cross-attention) of
 *    the second copy's first token.
 * 3. The caller decodes the window again from that time on (seek), so the words after the loop
 *    are heard. Sequences without a loop are left as they are.
 *
 * @example
 * ```ts
 * const loop = findRepetitionLoop(tokens, { timestampBegin: 50364 });
 * if (loop !== undefined) {
 *   const cut = cutRepetitionLoop({ tokens, times, loop, timestampBegin: 50364, timePrecision: 0.02 });
 *   // decode cut.tokens; decode the audio again from cut.seekSeconds
 * }
 * ```
 */

/** Copies in a row of one n-gram that make a loop. */
export const REPETITION_LOOP_MINIMUM_COPIES = 3;

/** Text tokens the copies must cover together (one token repeated: 12 copies; 4 tokens: 3). */
export const REPETITION_LOOP_MINIMUM_TOKENS = 12;

/** A repetition loop in a token sequence; indices into that sequence. */
export interface RepetitionLoop {
  /** Index of the loop's first text token (the first copy's start). */
  start: number;
  /** Index just after the first copy's last text token: the sequence is cut here. */
  cut: number;
  /** Text tokens per copy. */
  period: number;
  /** Copies in a row (at least {@link REPETITION_LOOP_MINIMUM_COPIES}). */
  copies: number;
}

/** What {@link findRepetitionLoop} needs besides the tokens. */
export interface RepetitionLoopOptions {
  /** The first timestamp token (`<|0.00|>`): tokens from it on are times, not text. */
  timestampBegin: number;
  /**
   * Index of the first token to look at (the prompt before it is skipped).
   * @default 0
   */
  from?: number;
  /** @default {@link REPETITION_LOOP_MINIMUM_COPIES} */
  minimumCopies?: number;
  /** @default {@link REPETITION_LOOP_MINIMUM_TOKENS} */
  minimumTokens?: number;
}

/**
 * The first repetition loop of `tokens` (smallest start, then shortest n-gram), or undefined.
 * Timestamp tokens are skipped, so a phrase looping over segments (`<|t1|> A B <|t2|><|t2|> A B
 * <|t3|>`) is found as well as one looping inside a segment.
 */
export function findRepetitionLoop(
  tokens: readonly number[],
  options: RepetitionLoopOptions,
): RepetitionLoop | undefined {
  const minimumCopies = options.minimumCopies ?? REPETITION_LOOP_MINIMUM_COPIES;
  const minimumTokens = options.minimumTokens ?? REPETITION_LOOP_MINIMUM_TOKENS;
  const positions: number[] = [];
  for (let index = options.from ?? 0; index < tokens.length; index++) {
    if ((tokens[index] as number) < options.timestampBegin) positions.push(index);
  }
  const text = positions.map((position) => tokens[position] as number);
  const count = text.length;
  for (let start = 0; start < count; start++) {
    for (let period = 1; start + period * minimumCopies <= count; period++) {
      // tokens equal to the token one period earlier, from the second copy on
      let matching = 0;
      while (
        start + period + matching < count &&
        text[start + matching] === text[start + period + matching]
      ) {
        matching++;
      }
      const copies = 1 + Math.floor(matching / period);
      if (copies >= minimumCopies && copies * period >= minimumTokens) {
        return {
          start: positions[start] as number,
          cut: (positions[start + period - 1] as number) + 1,
          period,
          copies,
        };
      }
    }
  }
  return undefined;
}

/** What {@link cutRepetitionLoop} needs. */
export interface RepetitionLoopCut {
  tokens: readonly number[];
  /** Seconds at which each token starts (the same length as `tokens`); none: times unknown. */
  times?: readonly number[];
  loop: RepetitionLoop;
  timestampBegin: number;
  /** Seconds per timestamp token step (Whisper: 0.02). */
  timePrecision: number;
}

/** A sequence cut after a loop's first copy, and where decoding resumes. */
export interface CutSequence {
  /** The tokens before the cut, closed by a timestamp token at `seekSeconds` when there is one. */
  tokens: number[];
  /** Their times (when times were given); the closing timestamp's is `seekSeconds`. */
  times?: number[];
  /**
   * Where the first copy ends, in seconds from the sequence's audio start: the timestamp token
   * right after it, else the time of the second copy's first token; undefined when neither is
   * known or it is not after the loop's own start.
   */
  seekSeconds?: number;
}

/** Cuts `tokens` after the loop's first copy (see the module comment). */
export function cutRepetitionLoop(request: RepetitionLoopCut): CutSequence {
  const { tokens, times, loop, timestampBegin, timePrecision } = request;
  const kept = tokens.slice(0, loop.cut);
  const keptTimes = times?.slice(0, loop.cut);
  const next = tokens[loop.cut];
  let lastTimestamp = 0;
  for (const token of kept) {
    if (token >= timestampBegin) lastTimestamp = (token - timestampBegin) * timePrecision;
  }
  const seek =
    next !== undefined && next >= timestampBegin
      ? (next - timestampBegin) * timePrecision
      : times?.[loop.cut] !== undefined
        ? Math.round((times[loop.cut] as number) / timePrecision) * timePrecision
        : undefined;
  if (seek === undefined || seek <= lastTimestamp) {
    return { tokens: kept, ...(keptTimes === undefined ? {} : { times: keptTimes }) };
  }
  const seekSeconds = Math.round(seek * 100) / 100;
  kept.push(timestampBegin + Math.round(seekSeconds / timePrecision));
  keptTimes?.push(seekSeconds);
  return { tokens: kept, ...(keptTimes === undefined ? {} : { times: keptTimes }), seekSeconds };
}
