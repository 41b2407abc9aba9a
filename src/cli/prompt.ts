/**
 * Asking for a password at the terminal, without echo. Used only when stdin and stderr are both a terminal, so a
 * script or a pipe never waits on a question nobody sees.
 */
export function canPrompt(): boolean {
  return !!process.stdin.isTTY && !!process.stderr.isTTY;
}

/** Characters typed ahead, after the line that answered the previous question: they answer the next one. */
let typedAhead = '';

/** Reads one line with echo off. Ctrl-C is turned back into SIGINT (raw mode swallows it); Ctrl-D gives ''. */
export function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the question shows: an answer typed the moment it appears must not be echoed.
  stdin.setRawMode(true);
  process.stderr.write(question);
  return new Promise((resolve) => {
    let answer = '';
    let finished = false;
    const done = (value: string, rest: string) => {
      finished = true;
      typedAhead = rest;
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      resolve(value);
    };
    const take = (text: string) => {
      const chars = [...text];
      for (let i = 0; i < chars.length; i++) {
        const ch = chars[i]!;
        const rest = () => chars.slice(i + 1).join('');
        if (ch === '\r' || ch === '\n') return done(answer, rest().replace(/^\n/, ''));
        if (ch === '\u0004') return done('', rest());
        if (ch === '\u0003') {
          done('', '');
          process.kill(process.pid, 'SIGINT');
          return;
        }
        if (ch === '\u007f' || ch === '\b') answer = answer.slice(0, -1);
        else if (ch >= ' ') answer += ch;
      }
    };
    const onData = (chunk: Buffer) => take(chunk.toString('utf8'));
    const pending = typedAhead;
    typedAhead = '';
    take(pending);
    if (finished) return;
    stdin.resume();
    stdin.on('data', onData);
  });
}
