// `CliIo.ask` for the bin: one line read from the terminal, the question written beside it on standard error, so a
// command's standard output (JSON into a pipe) never holds a question.

/**
 * An `ask` reading one line from `input` after writing the question to `output`. Ctrl-C and Ctrl-D (the end of
 * `input`) answer '' — no — instead of ending the process in the middle of a command.
 */
export function askOn(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): (question: string) => Promise<string> {
  return async (question) => {
    // Loaded by the one command that asks, not at every start.
    const { createInterface } = await import('node:readline');
    return new Promise<string>((resolve) => {
      const lines = createInterface({ input, output });
      let answered = false;
      const answer = (text: string): void => {
        if (answered) return;
        answered = true;
        lines.close();
        resolve(text);
      };
      // On a terminal readline takes Ctrl-C itself (raw mode) and tells it here; without a listener it only pauses.
      lines.on('SIGINT', () => {
        output.write('\n');
        answer('');
      });
      lines.on('close', () => answer(''));
      lines.question(question, answer);
    });
  };
}
