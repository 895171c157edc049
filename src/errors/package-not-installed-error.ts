/**
 * Thrown when an optional package that a feature needs is not installed: the model runtime
 * (`@huggingface/transformers`, which brings `onnxruntime-node`), the embedded speech engine
 * (`espeak-ng`, GPL-3.0) or the bundled ffmpeg/ffprobe builds. langproc declares them as optional
 * peer dependencies, so `npm install langproc` does not bring them; the message names the exact
 * `npm install` line (docs/optional-packages.md).
 *
 * @example
 * ```ts
 * import { PackageNotInstalledError } from 'langproc';
 * if (PackageNotInstalledError.isInstance(error)) console.error(error.installCommand);
 * // npm install espeak-ng
 * ```
 */
import { hasCode, LangprocError } from './langproc-error.js';

/** An optional package that is needed is not installed. */
export class PackageNotInstalledError extends LangprocError {
  /** The npm package that is missing, e.g. `espeak-ng`. */
  readonly packageName: string;
  /** The command that installs it, e.g. `npm install espeak-ng`. */
  readonly installCommand: string;

  constructor(options: {
    packageName: string;
    /** What needs it, e.g. `speech synthesis with espeak-ng`. */
    feature: string;
    /** Packages to install, when more than the missing one. @default [packageName] */
    installPackages?: readonly string[];
    /** Another way to get the feature, added to the message. */
    alternative?: string;
    cause?: unknown;
  }) {
    const installCommand = `npm install ${(options.installPackages ?? [options.packageName]).join(' ')}`;
    const alternative = options.alternative === undefined ? '' : ` ${options.alternative}`;
    super('package_not_installed', {
      message:
        `The optional package "${options.packageName}" is not installed; ${options.feature} needs it. ` +
        `Install it with: ${installCommand}${alternative}`,
      details: { packageName: options.packageName, installCommand, feature: options.feature },
      cause: options.cause,
    });
    this.name = 'PackageNotInstalledError';
    this.packageName = options.packageName;
    this.installCommand = installCommand;
  }

  static override isInstance(error: unknown): error is PackageNotInstalledError {
    return hasCode(error, 'package_not_installed');
  }
}
