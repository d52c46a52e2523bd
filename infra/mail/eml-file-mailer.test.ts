import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmlFileMailer } from './eml-file-mailer';

describe('the .eml file mailer', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'signwright-eml-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const written = async () => {
    const [name] = await readdir(directory);
    return readFile(join(directory, name!), 'utf8');
  };

  it('writes a Reply-To header when the message names where replies go', async () => {
    await new EmlFileMailer(directory, 'Signwright <no-reply@signwright.test>').send({ to: 'maker@signs.example', subject: 'New quote', text: 'Hello', replyTo: 'grace@shopper.example' });
    const message = await written();
    expect(message).toMatch(/^Reply-To: grace@shopper\.example$/m);
    expect(message).toMatch(/^To: maker@signs\.example$/m);
  });

  it('writes none otherwise, so replies go to the sender', async () => {
    await new EmlFileMailer(directory, 'Signwright <no-reply@signwright.test>').send({ to: 'maker@signs.example', subject: 'New quote', text: 'Hello' });
    expect(await written()).not.toMatch(/^Reply-To:/m);
  });
});
