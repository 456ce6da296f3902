/**
 * Reads what a person would read in a raw RFC 5322 message (an .eml from the
 * outbox or what the SMTP sink received): headers and the decoded text part.
 */
export interface ReadMail {
  headers: Record<string, string>;
  text: string;
}

function splitHeadersBody(raw: string): { head: string; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const at = normalised.indexOf('\n\n');
  return at === -1
    ? { head: normalised, body: '' }
    : { head: normalised.slice(0, at), body: normalised.slice(at + 2) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function findTextPart(head: Record<string, string>, body: string): string | null {
  const type = head['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const { head: partHead, body: partBody } = splitHeadersBody(part.replace(/^\n/, ''));
      const found = findTextPart(parseHeaders(partHead), partBody);
      if (found !== null) return found;
    }
    return null;
  }
  if (!type.toLowerCase().startsWith('text/plain')) return null;
  return decode(body, head['content-transfer-encoding']);
}

export function readMail(raw: string): ReadMail {
  const { head, body } = splitHeadersBody(raw);
  const headers = parseHeaders(head);
  return { headers, text: findTextPart(headers, body) ?? '' };
}

/** The first http(s) link in the mail's text. */
export function linkInMail(raw: string): string {
  const link = /https?:\/\/\S+/.exec(readMail(raw).text)?.[0];
  if (!link) throw new Error('The mail holds no link');
  return link;
}
