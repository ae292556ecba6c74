const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}

const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i;

/** A link target for an e-mail: http(s), mailto or tel only; anything else becomes '#'. */
export function safeHref(href: string): string {
  return SAFE_SCHEMES.test(href.trim()) ? href.trim() : '#';
}
