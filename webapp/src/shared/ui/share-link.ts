import toast from "react-hot-toast";

/**
 * A page's link shared: through the browser's share sheet (phones); without one (most
 * desktops) copied to the clipboard, and a toast says so; the spec's alert only where the
 * browser can do neither. A dismissed share sheet is no error.
 */
export async function shareLink(
  { title, url }: { title: string; url: string },
  texts: { copied: string; unsupported: string },
): Promise<void> {
  if (typeof navigator.share === "function") {
    await navigator.share({ title, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    // No clipboard (an insecure origin, an old browser) or its use refused.
    window.alert(texts.unsupported);
    return;
  }
  toast.success(texts.copied);
}
