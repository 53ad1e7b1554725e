import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * One pooled nodemailer transport per SMTP URL (`SMTP_URL`), shared by every e-mail the service
 * sends: webhook notices and account e-mails.
 */
export function mailTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) transports.set(url, (transport = nodemailer.createTransport(url)));
  return transport;
}
