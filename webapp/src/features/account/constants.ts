/** User-facing texts of the account screen. */
export const ACCOUNT_TEXTS = {
  title: "Account",
  name: "Name",
  username: "Username",
  phone: "Phone",
  devices: "Your devices",
  thisDevice: "This device",
  signOut: "Sign out",
  signingOut: "Please Wait...",
  signedOut: "Signed out of that device",
  created: "Signed in",
  lastSeen: "Last seen",
  notifications: "Notifications",
  noNotifications: "No notifications yet",
  loadMore: "Load more",
  loading: "Please Wait...",
  retry: "Try again",
} as const;
