import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { EXAMPLE_SCRIPT, compile, projectWithInstalledClient } from '../../support/installed-client';

/**
 * Issue 20, item 4: the client is a package an integrator installs. `npm pack` builds it; the tarball installs
 * into an empty project (openapi-fetch is its peer, which npm installs beside it); the README's script
 * type-checks strictly against what was installed, then runs against a service and records an order.
 * How long the type-check takes is measured by `make bench` (client-typecheck), not here.
 */
describe('the client as an installed package', () => {
  let project: string | undefined;
  let listening: ListeningService;

  beforeAll(async () => {
    listening = await startListeningService({ stores: [{ customisers: 1, commerce: true }] });
  });
  afterAll(async () => {
    await listening.close();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it('packs, installs into an empty project, type-checks the example script and runs it', async () => {
    project = projectWithInstalledClient(EXAMPLE_SCRIPT);
    compile(project);

    const store = listening.stores[0]!;
    // Asynchronously: the service the script calls answers from this process.
    const { stdout } = await promisify(execFile)(process.execPath, ['out/script.js'], {
      cwd: project, encoding: 'utf8', timeout: 60_000, env: { ...process.env, SIGNWRIGHT_URL: listening.origin, SIGNWRIGHT_API_KEY: store.keys.all! },
    });
    expect(stdout).toContain(`${store.name} (live data)`);
    expect(stdout).toMatch(/orders of the last day: \d+ in minor units of EUR/);
    expect(stdout).toMatch(/recorded order \d+/);
  }, 300_000);
});
