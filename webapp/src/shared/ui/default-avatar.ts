/** The picture shown where a person (a professional, a client, the signed-in user) has none (webapp/public). */
export const DEFAULT_AVATAR = "/default-avatar.svg";
