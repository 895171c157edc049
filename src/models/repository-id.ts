/**
 * Hub repository ids (`<owner>/<name>`) and file paths of the catalog, checked before they
 * become folders of the models directory. The rules are the hub's own: each of the two parts is
 * 1 to 96 letters, digits, `-`, `_` or `.`, starts and ends with a letter or digit, and holds no
 * `--` or `..`; so `.`, `..` and anything with a separator other than the one `/` are refused.
 * A file path is one or more `/`-separated names of letters, digits, `-`, `_` and `.`, none of
 * them `.` or `..`.
 *
 * @example
 * ```ts
 * isRepositoryId('Xenova/whisper-base'); // true
 * isRepositoryId('../..'); // false
 * isRepositoryFilePath('onnx/encoder_model.onnx'); // true
 * isRepositoryFilePath('onnx/../../x'); // false
 * ```
 */

/** One part of a repository id (owner or name). */
export const REPOSITORY_ID_PART_PATTERN =
  /^(?!.*(?:\.\.|--))[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?$/u;

/** One name of a file path inside a repository. */
export const REPOSITORY_FILE_NAME_PATTERN = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,255}$/u;

/** Whether `value` is a valid `<owner>/<name>` repository id (see the module comment). */
export function isRepositoryId(value: string): boolean {
  const parts = value.split('/');
  return parts.length === 2 && parts.every((part) => REPOSITORY_ID_PART_PATTERN.test(part));
}

/** Whether `value` is a valid relative file path inside a repository (see the module comment). */
export function isRepositoryFilePath(value: string): boolean {
  return value.split('/').every((name) => REPOSITORY_FILE_NAME_PATTERN.test(name));
}
