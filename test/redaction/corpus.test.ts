import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, PLACEHOLDER_TYPES, redact } from '../../src/index.js';
import { findPlaceholderViolations } from '../../src/redaction/index.js';
import { addCounts, emptyCounts, loadCorpus, metrics, parseMarkedText, scoreTranscript } from './corpus.js';

const transcripts = loadCorpus();

describe('the authored corpus', () => {
  it('covers all 19 languages and all 15 types', () => {
    expect(new Set(transcripts.map((transcript) => transcript.language))).toEqual(new Set(LANGUAGE_NAMES));
    const types = new Set(transcripts.flatMap((transcript) => transcript.gold.map((span) => span.type)));
    expect(types).toEqual(new Set(PLACEHOLDER_TYPES));
    expect(transcripts.every((transcript) => transcript.negatives.length > 0)).toBe(true);
  });

  it('parses inline marks into offsets', () => {
    expect(parseMarkedText('Hi ⟦PERSON_NAME|Ada⟧, ⟦KEEP|₦50⟧.')).toEqual({
      text: 'Hi Ada, ₦50.',
      spans: [
        { type: 'PERSON_NAME', start: 3, end: 6 },
        { type: 'KEEP', start: 8, end: 11 },
      ],
    });
  });

  it.each(transcripts.map((transcript) => [transcript.id, transcript] as const))(
    '%s: no hard negative masked, allowlist holds',
    async (_id, transcript) => {
      const result = await redact({
        text: transcript.text,
        language: transcript.language,
        domain: transcript.domain,
      });
      const counts = scoreTranscript(transcript, result.entities).get('ALL') ?? emptyCounts();
      expect(counts.maskedNegatives).toBe(0);
      expect(findPlaceholderViolations(result.result)).toEqual([]);
    },
  );

  it('reaches F1 >= 0.95 and leak rate <= 1% over the whole corpus', async () => {
    const total = emptyCounts();
    for (const transcript of transcripts) {
      const result = await redact({
        text: transcript.text,
        language: transcript.language,
        domain: transcript.domain,
      });
      addCounts(total, scoreTranscript(transcript, result.entities).get('ALL') ?? emptyCounts());
    }
    const { f1, leakRate } = metrics(total);
    expect(f1).toBeGreaterThanOrEqual(0.95);
    expect(leakRate).toBeLessThanOrEqual(0.01);
  });
});
