import { createTransport } from 'nodemailer';

/** The deployment's SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@mail.example:587`) and sender. */
export type TSmtpConfig = { url: string; from: string };

/** `html`: the same message in the tenant's branding (`branding-email.ts`), beside the plain text. */
export type TInvitationEmail = { to: string; subject: string; text: string; html?: string };

/** Sends invitation emails; `undefined` when the deployment has no SMTP server (links are shown). */
export type TInvitationMailer = { send: (email: TInvitationEmail) => Promise<void>; close: () => void };

/** A nodemailer transport over the configured SMTP server. */
export function createInvitationMailer(config: TSmtpConfig | undefined): TInvitationMailer | undefined {
  if (!config) {
    return undefined;
  }
  const transport = createTransport(config.url, { from: config.from });
  return {
    send: async (email) => {
      await transport.sendMail(email);
    },
    close: () => transport.close(),
  };
}
