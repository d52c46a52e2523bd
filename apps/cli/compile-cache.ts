import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

/**
 * Node's module compile cache (22.1+): the bytecode V8 makes of each module is kept on disk, so a later
 * start of `serve`, `worker` or an admin command skips most of compiling the service's modules. Imported
 * first by the one entry point, before any other module loads. The folder is the project's own, ignored
 * by git (`.cache/node-compile` beside `dist/`); NODE_COMPILE_CACHE names another, NODE_DISABLE_COMPILE_CACHE=1
 * turns it off. A folder it cannot write only costs the speed-up: Node then reports a failure, never throws.
 */
enableCompileCache(process.env.NODE_COMPILE_CACHE || join(__dirname, '..', '..', '..', '.cache', 'node-compile'));
