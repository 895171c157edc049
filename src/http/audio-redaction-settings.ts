/**
 * The settings of a `redact_audio=true` transcription upload (its `mode`, `padding`,
 * `mask_gaps` and `entities` multipart fields) as plain data: kept with the task in the store (a JSON column, so
 * a task queued before a restart runs with them) and turned into `redactAudio()` options.
 *
 * @example
 * ```ts
 * const settings = audioRedactionSettingsOf({ mode: 'silence', padding: 0.25, entities: ['CARD_NUMBER'] });
 * await redactAudio({ audio, language, transcriptionBackend, ...redactAudioOptionsOf(settings) });
 * ```
 */
import type { AudioMaskMode } from '../audio-redaction/mask-time-ranges.js';
import type { RedactAudioOptions } from '../audio-redaction/redact-audio.js';
import { PLACEHOLDER_TYPES, type PlaceholderType } from '../redaction/placeholder-types.js';

/** What an audio redaction task was asked for; every field optional (the defaults of `redactAudio`). */
export interface AudioRedactionSettings {
  /** A 1 kHz tone or silence over each span. @default 'bleep' */
  mode?: AudioMaskMode;
  /** Seconds of padding around each span (with `maskGaps: false`). @default 0.15 */
  padding?: number;
  /** Mask up to the audible neighbouring words (padding without a limit). @default true */
  maskGaps?: boolean;
  /** The types to mask. @default every type */
  entities?: PlaceholderType[];
}

/** The settings that were given, or `undefined` when none was (the stored value is then NULL). */
export function audioRedactionSettingsOf(fields: {
  mode?: AudioMaskMode | undefined;
  padding?: number | undefined;
  maskGaps?: boolean | undefined;
  entities?: PlaceholderType[] | undefined;
}): AudioRedactionSettings | undefined {
  const settings: AudioRedactionSettings = {};
  if (fields.mode !== undefined) settings.mode = fields.mode;
  if (fields.padding !== undefined) settings.padding = fields.padding;
  if (fields.maskGaps !== undefined) settings.maskGaps = fields.maskGaps;
  if (fields.entities !== undefined) settings.entities = [...fields.entities];
  return Object.keys(settings).length === 0 ? undefined : settings;
}

/** The settings as the store keeps them (`null` for none). */
export function serializeAudioRedactionSettings(settings: AudioRedactionSettings | undefined): string | null {
  return settings === undefined ? null : JSON.stringify(settings);
}

/**
 * The settings of a stored value; `undefined` for NULL. Fields that are not what the upload
 * validated (a value written by hand) are dropped, so the task runs with the defaults instead.
 */
export function parseAudioRedactionSettings(stored: unknown): AudioRedactionSettings | undefined {
  if (typeof stored !== 'string' || stored === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { mode, padding, maskGaps, entities } = value as Record<string, unknown>;
  const known = new Set<string>(PLACEHOLDER_TYPES);
  return audioRedactionSettingsOf({
    mode: mode === 'bleep' || mode === 'silence' ? mode : undefined,
    padding: typeof padding === 'number' && Number.isFinite(padding) ? padding : undefined,
    maskGaps: typeof maskGaps === 'boolean' ? maskGaps : undefined,
    entities:
      Array.isArray(entities) && entities.every((type) => typeof type === 'string' && known.has(type))
        ? (entities as PlaceholderType[])
        : undefined,
  });
}

/** The options of `redactAudio()` for the settings. */
export function redactAudioOptionsOf(
  settings: AudioRedactionSettings | undefined,
): Pick<RedactAudioOptions, 'mode' | 'padding' | 'maskGaps' | 'redaction'> {
  if (settings === undefined) return {};
  return {
    ...(settings.mode === undefined ? {} : { mode: settings.mode }),
    ...(settings.padding === undefined ? {} : { padding: settings.padding }),
    ...(settings.maskGaps === undefined ? {} : { maskGaps: settings.maskGaps }),
    ...(settings.entities === undefined ? {} : { redaction: { entities: settings.entities } }),
  };
}
