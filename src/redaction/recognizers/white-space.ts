/**
 * `isWhiteSpace`: whether a code unit is in `\s` (the white space and line terminators of
 * ECMAScript, the same with and without the `u` flag, none of them astral), for scans written as
 * loops over code units instead of one-character regex tests.
 *
 * @example
 * ```ts
 * isWhiteSpace(0x20); // true
 * isWhiteSpace('\u00a0'.charCodeAt(0)); // true
 * isWhiteSpace(0x41); // false
 * ```
 */

/** `true` when the code unit `code` matches `/\s/` (NaN, outside a string, does not). */
export function isWhiteSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
