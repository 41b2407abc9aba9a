/**
 * Subcommands, each loaded only when it runs. A new command (the service's `serve`, `worker`, ...) is one entry
 * here: a name and a loader returning its `run(argv)`.
 */
export type CommandRun = (argv: string[]) => Promise<number>;

export const COMMANDS: Record<string, () => Promise<CommandRun>> = {
  extract: async () => {
    const { parseExtractArgs } = await import('./args.js');
    return async (argv) => {
      // Everything the command line says is checked before the library (pdf.js, canvas) is loaded.
      const args = parseExtractArgs(argv);
      const { runExtract } = await import('./batch.js');
      return runExtract(args);
    };
  },
  preview: async () => (await import('./preview.js')).runPreview,
};
