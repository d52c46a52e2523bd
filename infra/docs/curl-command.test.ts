import { execFileSync } from 'node:child_process';
import { curlCommand } from './curl-command';

/** The arguments a shell hands curl when the command is pasted, with the credential variable set. */
function argumentsOf(command: string): string[] {
  const script = `curl() { printf '%s\\0' "$@"; }\n${command}`;
  const output = execFileSync('sh', ['-c', script], { env: { PATH: process.env.PATH ?? '', SIGNWRIGHT_API_KEY: 'svc_live_secret' }, encoding: 'utf8' });
  return output.split('\0').slice(0, -1);
}

describe('the curl command the reference shows for an example', () => {
  it('is one a shell runs as pasted: the credential expands, the body arrives as written, quotes included', () => {
    const body = { name: "Joe's neon", note: 'a "quoted" $HOME and `ticks`' };
    const command = curlCommand({
      method: 'post',
      url: 'https://api.example/api/v3/customisers',
      headers: [['Authorization', 'Bearer $SIGNWRIGHT_API_KEY'], ['Idempotency-Key', 'c0ffee'], ['Content-Type', 'application/json']],
      body,
    });
    expect(argumentsOf(command)).toEqual([
      '-X', 'POST', 'https://api.example/api/v3/customisers',
      '-H', 'Authorization: Bearer svc_live_secret',
      '-H', 'Idempotency-Key: c0ffee',
      '-H', 'Content-Type: application/json',
      '--data', JSON.stringify(body, null, 2),
    ]);
  });

  it('sends a GET without -X, and turns globbing off for a query with brackets', () => {
    const command = curlCommand({ method: 'get', url: 'https://api.example/api/v3/customisers?filter[active]=true&limit=2', headers: [] });
    expect(command).toBe("curl --globoff 'https://api.example/api/v3/customisers?filter[active]=true&limit=2'");
    expect(argumentsOf(command)).toEqual(['--globoff', 'https://api.example/api/v3/customisers?filter[active]=true&limit=2']);
  });

  it('puts one option on each line, so that a long body stays readable', () => {
    const command = curlCommand({ method: 'delete', url: 'https://api.example/api/v3/things/7', headers: [['Idempotency-Key', 'k']] });
    expect(command.split('\n')).toEqual(["curl -X DELETE 'https://api.example/api/v3/things/7' \\", "  -H 'Idempotency-Key: k'"]);
  });
});
