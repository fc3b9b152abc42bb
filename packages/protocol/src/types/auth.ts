// Sign-in answers (base/).
/** User info kept in the browser session and store (spec 3). The token stays in an httpOnly cookie. */
export interface UserInfo {
  nick: string;
  headImg: string;
  memId: string;
  tokEn?: string;
  qxb?: unknown;
  qxEnt?: unknown;
}

export interface LoginResult {
  nick: string;
  tokEn: string;
  headImg: string;
  memId: string;
}
