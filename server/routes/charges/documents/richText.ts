import type sanitizeHtml from 'sanitize-html';

/**
 * The override text of send_invoice_again (spec 2 §2.1 mail preview), HTML from the console's rich-text
 * editor (ra-input-rich-text, tiptap), reduced to what that editor writes and an e-mail may hold: no script,
 * style, iframe, image, event handler, inline style, nor any link but http, https and mailto.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'code'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // dropped with their content, not only their tags
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title', 'head'],
  disallowedTagsMode: 'discard',
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

export interface SanitisedRichText {
  html: string;
  /** whether any readable text remains (not only tags, spaces or non-breaking spaces) */
  readable: boolean;
}

/** Sanitises an override text; sanitize-html (about 18 MB) is loaded on the first one. */
export async function sanitiseRichText(html: string): Promise<SanitisedRichText> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  const text = sanitizeHtml(clean, TEXT_ONLY).replace(/&nbsp;|&#160;|\s|[\u200b\u200c\u2060]|\u200d/g, '');
  return { html: clean, readable: text.length > 0 };
}
