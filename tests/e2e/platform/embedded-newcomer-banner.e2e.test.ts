import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hiddenFields } from '../../support/connector-client';
import { freePort } from '../../support/run-cli';
import { MAKE_RUN, endings } from '../../support/serve-process';
import { TEST_SECRETS_KEY } from '../../support/test-environment';

describe("`make run`'s banner", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-banner-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is printed only once the port answers: its curl and its merchant-admin login work the moment it appears', async () => {
    const port = await freePort();
    const [program, ...args] = MAKE_RUN as [string, ...string[]];
    const child = spawn(program, args, { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, DATA_DIR: dataDir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const { stop } = endings(child);
    try {
      // Resolves when the banner's last line is out: the checks below run on nothing but what it printed.
      const banner = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk) => {
          stdout += String(chunk);
          if (stdout.includes('The whole demo data set is in')) resolve(stdout);
        });
        child.once('exit', (code) => reject(new Error(`make run ended (${code}) before its banner: ${stderr}`)));
      });

      const [, authorization, url] = /Try: curl -H "Authorization: (Bearer \S+)" (\S+)/.exec(banner)!;
      const answer = await fetch(url!, { headers: { Authorization: authorization! } });
      expect(answer.status).toBe(200);

      const [, adminUrl, email, password] = /Merchant admin: (\S+)\s+\(log in as (\S+) \/ (\S+)\)/.exec(banner)!;
      const page = await fetch(adminUrl!);
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
      const form = { ...hiddenFields(await page.text()), email: email!, password: password! };
      const login = await fetch(`${adminUrl}/login`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams(form) });
      expect(login.status).toBe(303);
      expect(banner).toContain(`http://localhost:${port}/help`);
    } finally {
      await stop();
    }
  }, 240_000);
});
