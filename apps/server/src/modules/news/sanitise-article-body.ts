import sanitizeHtml from 'sanitize-html';

/** The address of a Fairway attachment's image, the only images an article shows: `/api/attachments/12/file/`. */
const ownImage = /^\/api\/attachments\/[1-9][0-9]{0,9}\/file\/$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Text in script, style and similar elements goes with them, rather than showing as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The editor's top heading is the article's second level: the page's own heading is its title.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
  // An image from anywhere but Fairway's own attachments is dropped: no tracking pixels, no mixed content.
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage.test(frame.attribs.src ?? ''),
};

/**
 * An article's body as it is stored and shown (decision 0056): the editor's HTML kept to an allow-list of headings,
 * paragraphs, lists, quotes, tables, links with safe schemes (which open apart, without the referrer or a handle on
 * Fairway's page) and images of Fairway's own attachments. Scripts, event handlers, styles, frames, forms, SVG and
 * every other scheme are removed, whatever their encoding.
 */
export function sanitiseArticleBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}
