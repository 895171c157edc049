/**
 * The `original_filename` a transcription task reports. The client's file name is personal data
 * (`call-with-amaka-okonkwo.mp3`) and is never stored: the task reports `upload.<extension>`,
 * the extension of the media type sniffed from the bytes (`upload` for a type without one).
 *
 * @example
 * ```ts
 * uploadFileName('audio/mpeg'); // 'upload.mp3'
 * uploadFileName('application/octet-stream'); // 'upload'
 * ```
 */

/** File name extensions of the accepted media types. */
export const MEDIA_TYPE_EXTENSIONS: Readonly<Record<string, string>> = Object.freeze({
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
});

/** `upload.<extension>` for a sniffed media type. */
export function uploadFileName(mediaType: string): string {
  const extension = MEDIA_TYPE_EXTENSIONS[mediaType];
  return extension === undefined ? 'upload' : `upload.${extension}`;
}
