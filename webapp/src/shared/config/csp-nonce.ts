/**
 * The Content-Security-Policy admits `<style>` elements only with this page's nonce, which
 * the server writes into `<meta name="csp-nonce">`. The ALTCHA widget reads that meta itself;
 * goober (react-hot-toast's styles) reads `window.__nonce__` when it creates its `<style>`,
 * which happens as react-hot-toast loads, so main.tsx imports this module first.
 */
declare global {
  interface Window {
    __nonce__?: string;
  }
}

export const NONCE_META = "csp-nonce";

export function readNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${NONCE_META}"]`);
  return meta?.content || undefined;
}

if (typeof window !== "undefined" && window.__nonce__ === undefined) {
  const nonce = readNonce(document);
  if (nonce) window.__nonce__ = nonce;
}
