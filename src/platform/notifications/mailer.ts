import type { Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * One pooled nodemailer transport per SMTP URL (`SMTP_URL`), shared by every e-mail the service
 * sends: webhook notices and account e-mails. nodemailer is loaded with the first e-mail, not at
 * start: a process that never sends one never holds it (docs/operations.md#memory).
 */
export async function mailTransport(url: string): Promise<Transporter> {
  let transport = transports.get(url);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = transports.get(url) ?? nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}
