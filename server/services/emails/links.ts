import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/errors.js';

/** What a signed link opens: a message's content or one attachment. */
export type LinkTarget = 'content' | 'attachment';

export interface SignedLink {
  /** Unix seconds after which the link is refused */
  expires: number;
  /** base64url HMAC-SHA256 of `<target>:<id>:<expires>` */
  signature: string;
}

/**
 * Signed links to an e-mail's content and attachments (spec 2 §3 "Email display response": presigned links). The
 * console frames the content in an iframe, which cannot send a bearer token: the link is the credential. Its key is
 * derived from the server's JWT secret (HMAC of a fixed label), so every replica signs alike and a new JWT secret
 * voids the links with the tokens; the link names its target, its id and its expiry, so none can be reused for
 * another message or attachment, or past its time.
 */
export function linkSigner(jwtSecret: string, ttlSeconds: number, now: () => number = Date.now) {
  const key = createHmac('sha256', jwtSecret).update('planora/email-repository/content-links/v1').digest();
  const mac = (target: LinkTarget, id: number, expires: number) => createHmac('sha256', key).update(`${target}:${id}:${expires}`).digest();

  return {
    sign(target: LinkTarget, id: number): SignedLink {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return { expires, signature: mac(target, id, expires).toString('base64url') };
    },

    /** 403 link_invalid for a link not signed by us for this target (tampered), 403 link_expired for one past its time. */
    verify(target: LinkTarget, id: number, link: SignedLink): void {
      const given = Buffer.from(link.signature, 'base64url');
      const expected = mac(target, id, link.expires);
      // decoding drops the last character's two spare bits (and any stray padding): only our own spelling is ours
      const canonical = given.toString('base64url') === link.signature;
      if (!canonical || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError(403, 'link_invalid', 'This link is not valid: open the e-mail again from the console.');
      }
      if (link.expires * 1000 <= now()) throw new AppError(403, 'link_expired', 'This link has expired: open the e-mail again from the console.');
    },
  };
}

export type LinkSigner = ReturnType<typeof linkSigner>;

/** `<base><path>?expires=…&signature=…` */
export const signedUrl = (base: string, path: string, link: SignedLink) => `${base}${path}?expires=${link.expires}&signature=${link.signature}`;
