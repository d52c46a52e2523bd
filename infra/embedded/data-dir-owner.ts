/** What a DATA_DIR's owner says of itself. */
export interface DataDirOwner {
  pid: number;
  /** The command that holds the directory: `serve`, `worker`, or an admin command. */
  role: string;
  started_at: string;
  /** Long-running owners run admin commands for others; a short admin command makes them wait. */
  accepts_commands: boolean;
}

/** An admin command line, sent as it was typed to the process that owns the data, which parses and runs it. */
export interface ForwardedCommand {
  argv: string[];
}

/** What the command prints on stdout, or its one-line failure and exit code. */
export type ForwardedOutcome = { ok: true; text: string } | { ok: false; message: string; exit_code: number };

export type CommandRunner = (command: ForwardedCommand) => Promise<ForwardedOutcome>;

/** Another process holds the embedded database of this directory. */
export class DataDirInUse extends Error {
  constructor(
    readonly directory: string,
    readonly owner: DataDirOwner | undefined,
  ) {
    const holder = owner ? `${owner.role} (pid ${owner.pid}, since ${owner.started_at})` : 'another signwright process';
    super(`DATA_DIR ${directory} is in use by ${holder}; stop that process or set DATA_DIR to another directory`);
    this.name = 'DataDirInUse';
  }
}
