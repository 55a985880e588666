import type { Config } from '../../config.js';
import { publicLink } from './public-link.js';

/** A mail's subject and its two bodies. */
export type MailContent = { subject: string; text: string; html: string };

/** The club a mail speaks for: its name heads the mail, with its logo when it has one. */
export type MailClub = { name: string; logo: string | null };

/** What a mail says: a greeting, paragraphs, and at most one link, written once for both bodies. */
export type MailMessage = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { label: string; url: string };
  club: MailClub | null;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * The plain-text and HTML bodies of a message, headed by the club's name (and logo), signed by Fairway for the club,
 * or by Fairway alone when the mail speaks for no club.
 */
export function renderMail(message: MailMessage, config: Pick<Config, 'publicUrl' | 'port'>): MailContent {
  const clubName = message.club?.name ?? 'Fairway';
  const signature = message.club ? `Sent by Fairway for ${message.club.name}` : 'Sent by Fairway';
  const logo = message.club?.logo ? absoluteUrl(message.club.logo, config) : null;
  const text = [
    clubName,
    '',
    message.greeting,
    '',
    ...message.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(message.link ? [`${message.link.label}:`, message.link.url, ''] : []),
    `-- ${signature}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">',
    logo ? `<p><img src="${escapeHtml(logo)}" alt="${escapeHtml(clubName)}" style="max-height: 60px"></p>` : '',
    `<h1 style="font-size: 20px">${escapeHtml(clubName)}</h1>`,
    `<p>${escapeHtml(message.greeting)}</p>`,
    ...message.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    message.link
      ? `<p><a href="${escapeHtml(message.link.url)}" style="color: #2e7d32">${escapeHtml(message.link.label)}</a></p>` +
        `<p style="font-size: 12px; color: #666">Or open this address: ${escapeHtml(message.link.url)}</p>`
      : '',
    `<p style="font-size: 12px; color: #666">${escapeHtml(signature)}</p>`,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: message.subject, text, html };
}

function absoluteUrl(address: string, config: Pick<Config, 'publicUrl' | 'port'>): string {
  if (/^https?:\/\//i.test(address)) return address;
  return publicLink(config, `${address.startsWith('/') ? '' : '/'}${address}`);
}
