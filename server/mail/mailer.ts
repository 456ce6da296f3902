/** One e-mail. `link` is the action it carries (verification), kept for the outbox log. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

/** Sends mail; one implementation per transport, chosen in create-mailer.ts. */
export interface Mailer {
  /** What a test e-mail reports as the transport ("SMTP mail.example.com:587", "outbox"). */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
}
