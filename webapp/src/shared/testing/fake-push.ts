import { vi } from "vitest";

export const FAKE_ENDPOINT = "https://push.example/send/abc";
export const FAKE_KEYS = { p256dh: "BPubKeyOfTheBrowser", auth: "authSecret" };

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

interface FakePushOptions {
  /** Notification.permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** false: no service worker ever becomes ready (vite dev, a failed registration). */
  workerReady?: boolean;
  /** A subscription the browser holds already, made with this server key. */
  existingKey?: Uint8Array;
}

/**
 * The browser's Notification, PushManager and navigator.serviceWorker, reduced to what the push
 * code uses, until `restoreFakePush()` (and `vi.unstubAllGlobals()`).
 */
export function installFakePush({ permission = "default", answer = "granted", workerReady = true, existingKey }: FakePushOptions = {}) {
  const made = (key: ArrayBuffer | null): FakeSubscription => {
    const subscription: FakeSubscription = {
      endpoint: FAKE_ENDPOINT,
      options: { applicationServerKey: key },
      toJSON: () => ({ endpoint: FAKE_ENDPOINT, expirationTime: null, keys: { ...FAKE_KEYS } }),
      unsubscribe: vi.fn(async () => {
        if (state.subscription === subscription) state.subscription = null;
        return true;
      }),
    };
    return subscription;
  };
  const state: { subscription: FakeSubscription | null } = {
    subscription: existingKey ? made(new Uint8Array(existingKey).buffer) : null,
  };
  const existing = state.subscription;
  const requestPermission = vi.fn(async () => answer);
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey as Uint8Array<ArrayBuffer>;
      state.subscription = made(new Uint8Array(key).buffer);
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal("Notification", { permission, requestPermission });
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      ready: workerReady ? Promise.resolve(registration) : new Promise(() => {}),
      getRegistration: vi.fn(async () => (workerReady ? registration : undefined)),
    },
  });
  return { state, existing, requestPermission, pushManager };
}

export function restoreFakePush(): void {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.unstubAllGlobals();
}
