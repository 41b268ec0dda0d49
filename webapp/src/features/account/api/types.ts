export interface DeviceSession {
  id: number;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export interface Notification {
  id: number;
  kind: string;
  text: string;
  created_at: string;
  read: boolean;
}

export interface NotificationPage {
  items: Notification[];
  page: number;
  has_next: boolean;
}
