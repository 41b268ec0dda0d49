/** Data of a `notification.created` frame on the user's topic. */
export interface NotificationCreated {
  id: number;
  kind: string;
  /** Ready to show, e.g. "New sign-in to your account". */
  text: string;
  created_at: string;
  session_id?: number | null;
}
