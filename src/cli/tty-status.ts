/**
 * On a terminal: one status line at the bottom of stderr (a bar of inputs done, and the stage of the input being
 * read), redrawn in place; the [i/N] lines and warnings are printed above it. Nothing of this reaches a log file:
 * batch.ts uses it only when stderr is a TTY.
 */
const WIDTH = 20;

export class TtyStatus {
  private status = '';

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly total: number,
  ) {}

  /** Sets the status line: `done` inputs finished, `stage` what the current one is doing. */
  update(done: number, stage = ''): void {
    const filled = Math.round((done / Math.max(1, this.total)) * WIDTH);
    const text = `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${this.total}${stage ? ` ${stage}` : ''}`;
    const max = Math.max(10, (this.out.columns || 80) - 1);
    // (A pty without a size reports 0 columns.) Longer than the terminal, the line would wrap and \r would no longer reach its start.
    this.status = text.length > max ? text.slice(0, max - 1) + '…' : text;
    this.out.write(`\r\x1b[K${this.status}`);
  }

  /** Prints a line above the status line. */
  line(text: string): void {
    this.out.write(`\r\x1b[K${text}\n${this.status}`);
  }

  clear(): void {
    this.out.write('\r\x1b[K');
    this.status = '';
  }
}
