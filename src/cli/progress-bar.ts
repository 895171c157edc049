/**
 * A one-line progress bar for downloads, redrawn in place on a terminal and printed as one line
 * per finished file otherwise (logs, CI).
 *
 * @example
 * ```ts
 * const bar = createProgressBar(process.stderr);
 * bar.update({ label: 'onnx/model.onnx', receivedBytes: 512, totalBytes: 1024 });
 * bar.done('onnx/model.onnx', 1024);
 * ```
 */

const WIDTH = 30;

/** Formats bytes as B, kB, MB or GB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** A progress bar on `stream`. */
export function createProgressBar(stream: NodeJS.WriteStream): {
  update(progress: { label: string; receivedBytes: number; totalBytes: number | null }): void;
  done(label: string, bytes: number): void;
} {
  let lastDraw = 0;
  return {
    update({ label, receivedBytes, totalBytes }) {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (now - lastDraw < 100) return;
      lastDraw = now;
      const fraction = totalBytes ? Math.min(1, receivedBytes / totalBytes) : 0;
      const filled = Math.round(fraction * WIDTH);
      const amount = totalBytes
        ? `${formatBytes(receivedBytes)}/${formatBytes(totalBytes)}`
        : formatBytes(receivedBytes);
      const bar = totalBytes
        ? `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${Math.floor(fraction * 100)}%`
        : '';
      stream.write(`\r\x1b[2K${bar} ${amount} ${label}`);
    },
    done(label, bytes) {
      stream.write(`${stream.isTTY ? '\r\x1b[2K' : ''}ok ${label} (${formatBytes(bytes)})\n`);
    },
  };
}
