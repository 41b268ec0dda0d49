/**
 * This browser's Web Push subscription: the account screen turns notifications on and off for
 * this device with it, and signing out drops it. The service worker is registered by shared/pwa
 * (in production builds); this module only waits for it, and never for long.
 */
import { runsInstalled } from "../pwa/display-mode";

/** Whether this browser can take pushes; "home-screen": only once added to the Home Screen (iOS). */
export type PushSupport = "supported" | "home-screen" | "unsupported";

/** Why this device could not be subscribed (the screen words each). */
export type PushProblem = "unsupported" | "home-screen" | "blocked" | "dismissed" | "no-worker" | "refused";

export class PushSetupError extends Error {
  readonly problem: PushProblem;

  constructor(problem: PushProblem, cause?: unknown) {
    super(`Push notifications could not be turned on: ${problem}`, { cause });
    this.name = "PushSetupError";
    this.problem = problem;
  }
}

/** A subscription as the server takes it: the browser's `PushSubscription.toJSON()`. */
export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How long to wait for the service worker before saying the app is not ready. */
export const WORKER_WAIT_MS = 10_000;

export function pushSupport(): PushSupport {
  if ("serviceWorker" in navigator && "PushManager" in window && "Notification" in window) return "supported";
  // Safari on iPhone and iPad offers Web Push only to a web app opened from the Home Screen.
  return onIos() && !runsInstalled() ? "home-screen" : "unsupported";
}

function onIos(): boolean {
  const ua = navigator.userAgent;
  // iPadOS presents itself as a Mac; a Mac has no touch screen.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** The bytes of a base64url text (the VAPID public key), padded or not. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.trim().replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with another server key (null: the browser does not say). */
function keyDiffers(used: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length !== key.length || bytes.some((byte, i) => byte !== key[i]);
}

/** `promise`'s value, or undefined once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof Error ? cause : new Error(String(cause)));
      },
    );
  });
}

function subscriptionData(subscription: PushSubscription): PushSubscriptionData {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushSetupError("refused");
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Asks for permission and subscribes this browser to pushes signed with `publicKey` (or reuses
 * its subscription when made with that key), answering what the server is to store. Call it
 * straight from a click: browsers ask for permission only in answer to the user's gesture.
 * Throws a PushSetupError saying what stood in the way.
 */
export async function subscribeThisDevice(
  publicKey: string,
  { workerWaitMs = WORKER_WAIT_MS }: { workerWaitMs?: number } = {},
): Promise<PushSubscriptionData> {
  const support = pushSupport();
  if (support !== "supported") throw new PushSetupError(support);
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission === "denied") throw new PushSetupError("blocked");
  if (permission !== "granted") throw new PushSetupError("dismissed");

  const registration = await within(navigator.serviceWorker.ready, workerWaitMs);
  if (!registration) throw new PushSetupError("no-worker");
  const key = base64UrlToBytes(publicKey);
  try {
    let subscription = await registration.pushManager.getSubscription();
    // Made for another server key (the server's keys were replaced): pushes to it would be refused.
    if (subscription && keyDiffers(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return subscriptionData(subscription);
  } catch (cause) {
    throw cause instanceof PushSetupError ? cause : new PushSetupError("refused", cause);
  }
}

/** Drops this browser's subscription, if it has one. Never fails: answers whether one was dropped. */
export async function unsubscribeThisDevice(): Promise<boolean> {
  try {
    if (!("serviceWorker" in navigator) || !("PushManager" in window)) return false;
    // getRegistration, not ready: with no worker there is no subscription, and nothing to wait for.
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? await subscription.unsubscribe() : false;
  } catch {
    return false;
  }
}
