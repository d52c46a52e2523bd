import { getCompileCacheDir } from 'node:module';
import type { CliCommand } from '../cli-command';

/** The Node.js this process runs on (bin/signwright starts the one `.node-version` pins) and its compile cache folder. */
function runtimeFacts() {
  return { node: process.version, platform: process.platform, arch: process.arch, compile_cache: getCompileCacheDir() ?? null };
}

export const versionCommands: CliCommand[] = [
  {
    words: ['version'],
    usage: 'version',
    options: {},
    // Beside a process that holds DATA_DIR the answer is that process's: the runtime serving the data.
    run: async () => runtimeFacts(),
    standalone: async () => runtimeFacts(),
  },
];
