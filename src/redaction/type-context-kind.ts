/**
 * The context kind that announces each placeholder type: the same name, except DATE_OF_BIRTH
 * (announced by BIRTH cues); PERSON_NAME and EMAIL have none (names are read from their own
 * introductions and titles, e-mails need no cue).
 *
 * @example
 * ```ts
 * contextKindOf('DATE_OF_BIRTH'); // 'BIRTH'
 * contextKindOf('EMAIL'); // undefined
 * ```
 */
import type { ContextKind } from './context/context-words.js';
import type { PlaceholderType } from './placeholder-types.js';

/** The context kind of `type`, or `undefined` for PERSON_NAME and EMAIL. */
export function contextKindOf(type: PlaceholderType): ContextKind | undefined {
  if (type === 'PERSON_NAME' || type === 'EMAIL') return undefined;
  return type === 'DATE_OF_BIRTH' ? 'BIRTH' : type;
}
