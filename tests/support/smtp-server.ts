import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpServerOptions {
  /** Refuses a recipient with a temporary 451, as a busy or greylisting server does. */
  defer?(recipient: string): boolean;
  /** Keeps the message but never answers its end of data, as when the sender dies mid-handover. */
  hold?(mail: ReceivedMail): boolean;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Messages whose envelope names the address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port, keeping every message it is handed. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.defer?.(address.address)) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        if (!options.hold?.(mail)) callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
