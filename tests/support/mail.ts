import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Inbox {
  url: string;
  /** Every mail the server accepted, parsed. */
  received: ParsedMail[];
  /** Mail to one address. */
  to(address: string): ParsedMail[];
  /** While true, the server refuses every mail with a 451 (a failing relay). */
  failing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server in this process: what our mail transport talks to in the tests. */
export async function startInbox(): Promise<Inbox> {
  const received: ParsedMail[] = [];
  const inbox: Inbox = {
    url: "",
    received,
    failing: false,
    to: (address) =>
      received.filter(
        (mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((v) => v.address === address),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      if (inbox.failing) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Try again later"), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return inbox;
}
