// Rich text (SPEC 5, DECISIONS.md "Link safety"): DOMPurify with an explicit allow-list, every URL attribute judged
// by isSafeUrl, and, under the Trusted Types CSP, TrustedHTML from the one policy the CSP names for markup.
import DOMPurify from 'dompurify';
import type { Config, UponSanitizeAttributeHookEvent } from 'dompurify';
import { env } from '../config/env';
import { checkUrl, relForNewWindow, reportUnsafeUrl } from './url-safety';

/** Listed in the CSP's `trusted-types` directive (server/security-headers.ts). */
export const HTML_POLICY_NAME = 'exchange-html';

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup',
  'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  'figure', 'figcaption', 'span', 'div',
];

const ALLOWED_ATTR = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel', 'lang', 'dir', 'class',
];

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

// DOMPurify's own URI filter stays on as a second layer; it is widened only by the schemes isSafeUrl admits
// (blob: and the app deep links), or it would drop links that isSafeUrl accepted. data:image/ in img src is
// admitted by DOMPurify's data-URI rule for images.
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:(?:f|ht)tps?|mailto|tel|blob${env.appSchemes.map((scheme) => `|${escapeForRegExp(scheme)}`).join('')}):` +
    '|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))',
  'i',
);

const CONFIG: Config = {
  ALLOWED_TAGS: [
    ...ALLOWED_TAGS,
    // DOMPurify allows text nodes implicitly only when KEEP_CONTENT is on; without this all text would go.
    '#text',
  ],
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  // KEEP_CONTENT false drops a removed element together with everything inside it, so a script's or noscript's
  // body can never resurface as text or markup; the same holds for any other tag outside the allow-list.
  FORBID_TAGS: ['script', 'noscript'],
  FORBID_ATTR: ['style'],
  KEEP_CONTENT: false,
  // Without it a leading <script> or <noscript> is parsed into <head>, which is never returned, and the markup
  // inside a leading noscript is moved out of it into the body, where it would survive as ordinary content.
  FORCE_BODY: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

// The hooks live on the shared DOMPurify instance (a second instance would try to create a second `dompurify`
// Trusted Types policy, which the CSP refuses), so they act only during this module's own calls.
let depth = 0;
let hooksInstalled = false;

function judgeUrlAttribute(_node: Element, event: UponSanitizeAttributeHookEvent): void {
  if (depth === 0 || (event.attrName !== 'href' && event.attrName !== 'src')) return;
  const context = event.attrName === 'src' ? 'src' : 'href';
  const check = checkUrl(event.attrValue, context);
  if (!check.ok) {
    event.keepAttr = false;
    reportUnsafeUrl(event.attrValue, `rich-text-${context}`, check.reason);
  }
}

function secureTarget(node: Element): void {
  if (depth === 0 || !node.hasAttribute('target')) return;
  if (node.nodeName.toLowerCase() === 'a' && node.getAttribute('target')?.trim().toLowerCase() === '_blank') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', relForNewWindow(node.getAttribute('rel')));
  } else {
    // A named target can reach into a window another page opened or named; rich text has no use for one.
    node.removeAttribute('target');
  }
}

function installHooks(): void {
  if (hooksInstalled) return;
  DOMPurify.addHook('uponSanitizeAttribute', judgeUrlAttribute);
  DOMPurify.addHook('afterSanitizeAttributes', secureTarget);
  hooksInstalled = true;
}

/** The sanitised markup as a string; '' for non-strings or where no DOM is available to sanitise with. */
export function sanitizeToString(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  // Without a DOM DOMPurify returns its input untouched; fail closed instead.
  if (!DOMPurify.isSupported) return '';
  installHooks();
  depth += 1;
  try {
    return DOMPurify.sanitize(html, CONFIG);
  } finally {
    depth -= 1;
  }
}

interface HtmlPolicy {
  createHTML(input: string): TrustedHTML;
}

interface HtmlPolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy;
}

// undefined: not created yet; null: creation failed once and is not retried (the name can be taken only once).
let policy: HtmlPolicy | null | undefined;

function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: Partial<HtmlPolicyFactory> }).trustedTypes;
  if (typeof factory?.createPolicy !== 'function') return null;
  try {
    // The policy sanitises whatever it is given, so holding it grants nothing beyond sanitised markup.
    policy = (factory as HtmlPolicyFactory).createPolicy(HTML_POLICY_NAME, { createHTML: sanitizeToString });
  } catch (error) {
    console.error(`[sanitize-html] the Trusted Types policy "${HTML_POLICY_NAME}" could not be created`, error);
    policy = null;
  }
  return policy;
}

/**
 * Sanitised markup for `innerHTML`/`dangerouslySetInnerHTML`: TrustedHTML from the `exchange-html` policy when the
 * browser has Trusted Types, else a string.
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  const source = typeof html === 'string' ? html : '';
  const trusted = htmlPolicy();
  return trusted ? trusted.createHTML(source) : sanitizeToString(source);
}
