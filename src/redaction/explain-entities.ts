/**
 * The decision process of `returnDecisionProcess: true`: each entity found by an analysis gets a
 * `decision` (recognizer id and kind, the pattern or deny-list term it matched, the context words
 * before it and where, its checksum verdict, its score before and after context). It is derived
 * after the analysis from the same inputs (the written view of spoken text included, offsets
 * mapped back to the input), so the default path pays nothing.
 *
 * Pattern recognizers, deny lists and context references say everything; the built-in custom
 * recognizers (phones, names, dates of birth, addresses) report their context words and final
 * score only (`scoreBeforeContext` undefined); `propagation` marks another occurrence of a value
 * found elsewhere in the text.
 *
 * @example
 * ```ts
 * const explained = explainEntities({ text, language: 'English', recognizers: DEFAULT_RECOGNIZERS, entities });
 * explained[0].decision?.explanation;
 * ```
 */
import { getLanguage, type LanguageName } from '../languages.js';
import type { CallContextWords } from './context/call-context-words.js';
import { buildContextIndex } from './context/context-index.js';
import type { ContextKind } from './context/context-words.js';
import type { DecisionContextWord, EntityDecision } from './entity-decision.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type {
  AnalysisInput,
  ContextReferenceRecognizer,
  PatternRecognizer,
  Recognizer,
} from './recognizer.js';
import { CONTEXT_BOOST, CONTEXT_WINDOW, REFERENCE_WINDOW, VALIDATED_SCORE } from './scoring.js';
import { buildSpokenView } from './spoken/spoken-view.js';
import { TextScan } from './text-scan.js';
import { contextKindOf } from './type-context-kind.js';
import { matchDetailsOf } from './user-recognizer-parts.js';

/** An entity with its decision process. */
export type ExplainedEntity = RecognizedEntity & { decision: EntityDecision };

/** What {@link explainEntities} needs: the analysis's inputs and its entities. */
export interface ExplainEntitiesOptions {
  text: string;
  language: LanguageName;
  recognizers: readonly Recognizer[];
  contextWords?: CallContextWords;
  entities: readonly RecognizedEntity[];
}

type Span = { start: number; end: number };
type PartialDecision = Omit<EntityDecision, 'recognizer' | 'score' | 'explanation'>;

function cuesBefore(
  input: AnalysisInput,
  position: number,
  window: number,
  kinds: readonly ContextKind[],
): DecisionContextWord[] {
  if (kinds.length === 0) return [];
  return input.context
    .cuesBefore(position, window)
    .filter((cue) => kinds.some((kind) => cue.kinds.has(kind)))
    .map((cue) => ({ text: input.text.slice(cue.start, cue.end), start: cue.start, end: cue.end }));
}

function typeKinds(entity: RecognizedEntity): ContextKind[] {
  const kind = contextKindOf(entity.type);
  return kind === undefined ? [] : [kind];
}

function explainPattern(
  recognizer: PatternRecognizer,
  input: AnalysisInput,
  span: Span,
): PartialDecision | undefined {
  for (const pattern of recognizer.patterns) {
    const regex = new RegExp(
      pattern.regex.source,
      pattern.regex.flags.includes('g') ? pattern.regex.flags : `${pattern.regex.flags}g`,
    );
    for (let match = regex.exec(input.text); match !== null; match = regex.exec(input.text)) {
      if (match[0].length === 0) {
        regex.lastIndex++;
        continue;
      }
      if (match.index > span.start) break;
      if (match.index !== span.start || match.index + match[0].length !== span.end) continue;
      const validated = recognizer.validate?.(match[0]);
      return {
        recognizerKind: 'pattern',
        pattern: { name: pattern.name, regex: pattern.regex.source },
        contextWords: cuesBefore(input, span.start, CONTEXT_WINDOW, recognizer.context ?? []),
        ...(validated === undefined ? {} : { validation: validated }),
        scoreBeforeContext: pattern.score,
      };
    }
  }
  return undefined;
}

function explainContextReference(
  recognizer: ContextReferenceRecognizer,
  input: AnalysisInput,
  span: Span,
): PartialDecision {
  const cues = cuesBefore(input, span.start, REFERENCE_WINDOW, [recognizer.context]);
  return { recognizerKind: 'context-reference', contextWords: cues.slice(-1) };
}

function decide(
  entity: RecognizedEntity,
  span: Span,
  input: AnalysisInput,
  byName: ReadonlyMap<string, Recognizer>,
): PartialDecision {
  if (entity.recognizer === 'propagation')
    return {
      recognizerKind: 'propagation',
      contextWords: cuesBefore(input, span.start, CONTEXT_WINDOW, typeKinds(entity)),
    };
  if (entity.recognizer.startsWith('ner:'))
    return { recognizerKind: 'ner', contextWords: [], scoreBeforeContext: entity.score };
  const recognizer = byName.get(entity.recognizer);
  if (recognizer?.kind === 'pattern') {
    const found = explainPattern(recognizer, input, span);
    if (found) return found;
  } else if (recognizer?.kind === 'context-reference') {
    return explainContextReference(recognizer, input, span);
  } else if (recognizer?.kind === 'custom') {
    const details = matchDetailsOf(recognizer);
    const match = details?.(input).find(
      (candidate) => candidate.start === span.start && candidate.end === span.end,
    );
    if (match) return match.decision;
  }
  return {
    recognizerKind: recognizer?.kind === 'pattern' ? 'pattern' : 'custom',
    contextWords: cuesBefore(input, span.start, CONTEXT_WINDOW, typeKinds(entity)),
  };
}

function quoteList(words: readonly DecisionContextWord[]): string {
  return words
    .map((word) => (word.text === '' ? 'the question of the previous turn' : `"${word.text}"`))
    .join(', ');
}

/** One sentence that says what the decision holds. */
function explanationOf(entity: RecognizedEntity, decision: PartialDecision): string {
  const parts: string[] = [];
  switch (decision.recognizerKind) {
    case 'pattern':
      parts.push(
        decision.pattern
          ? `${entity.recognizer} matched its pattern "${decision.pattern.name}" (base score ${decision.scoreBeforeContext})`
          : `${entity.recognizer} found it`,
      );
      break;
    case 'deny-list':
      parts.push(`${entity.recognizer} matched the listed term "${decision.term}"`);
      break;
    case 'context-reference':
      parts.push(
        `${entity.recognizer} read the value announced by ${quoteList(decision.contextWords) || 'a cue'}`,
      );
      break;
    case 'ner':
      parts.push(`the NER backend ${entity.recognizer.slice(4)} labelled it a person`);
      break;
    case 'propagation':
      parts.push('another occurrence of a value found elsewhere in the text (0.95 times its score)');
      break;
    default:
      parts.push(`${entity.recognizer} found it`);
  }
  if (decision.validation === true) parts.push(`its checksum passed (score ${VALIDATED_SCORE})`);
  if (decision.recognizerKind !== 'context-reference' && decision.contextWords.length > 0) {
    // the boost applies to a pattern's base score, unless a checksum set the score
    const boosted =
      decision.scoreBeforeContext !== undefined &&
      decision.validation !== true &&
      entity.score > decision.scoreBeforeContext;
    parts.push(
      `context words before it: ${quoteList(decision.contextWords)}${boosted ? ` (+${CONTEXT_BOOST})` : ''}`,
    );
  }
  parts.push(`final score ${entity.score}`);
  return `${parts.join('; ')}.`;
}

/** The entities with their decision process (same order, same spans). */
export function explainEntities(options: ExplainEntitiesOptions): ExplainedEntity[] {
  const { text, language, entities } = options;
  if (entities.length === 0) return [];
  const view = buildSpokenView(text, language);
  const analysed = view === undefined ? text : view.text;
  const scan = new TextScan(analysed);
  const input: AnalysisInput = {
    text: analysed,
    language,
    languageInfo: getLanguage(language),
    context: buildContextIndex(analysed, language, scan, options.contextWords),
    scan,
  };
  const byName = new Map<string, Recognizer>();
  for (const recognizer of options.recognizers)
    if (!byName.has(recognizer.name)) byName.set(recognizer.name, recognizer);
  return entities.map((entity) => {
    const span = view === undefined ? entity : view.toView(entity.start, entity.end);
    const partial = decide(entity, span, input, byName);
    const contextWords =
      view === undefined
        ? partial.contextWords
        : partial.contextWords.map((word) => {
            const mapped = view.toOriginal(word.start, word.end);
            return { text: text.slice(mapped.start, mapped.end), ...mapped };
          });
    const decision: EntityDecision = {
      recognizer: entity.recognizer,
      ...partial,
      contextWords,
      score: entity.score,
      explanation: explanationOf(entity, { ...partial, contextWords }),
    };
    return { ...entity, decision };
  });
}
