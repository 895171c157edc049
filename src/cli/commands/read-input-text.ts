/**
 * Reads the text of a CLI command: `--text`, else `--file`, else standard input.
 *
 * @example
 * ```ts
 * const text = await readInputText({ text: options.text, file: options.file });
 * ```
 */
import { readFile } from 'node:fs/promises';
import { EmptyTextError } from '../../errors/empty-text-error.js';

/** The input text from an option, a file or stdin. */
export async function readInputText(options: { text?: string; file?: string }): Promise<string> {
  if (options.text !== undefined) return options.text;
  if (options.file !== undefined) return readFile(options.file, 'utf8');
  if (process.stdin.isTTY)
    throw new EmptyTextError({ message: 'Expected --text, --file or text on standard input.' });
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
