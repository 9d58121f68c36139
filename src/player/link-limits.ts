// Far more steps than any reader takes; the player replays at most this many from a link.
export const MAX_LINK_STEPS = 200;
