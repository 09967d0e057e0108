import type { IsoDate } from './columns.js';

export interface SessionsTable {
  /** the refresh-token family: one per sign-in */
  id: string;
  user_id: number;
  created_at: IsoDate;
  revoked_at: IsoDate | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  /** the token's jti */
  id: string;
  session_id: string;
  user_id: number;
  expires_at: IsoDate;
  used_at: IsoDate | null;
  /** issue 26: the jti of the refresh token its use issued (the rotation overlap hands that pair out again) */
  replaced_by: string | null;
  created_at: IsoDate;
}

/** Issue 13: each impersonation token, used once by home_url and once by the stand-in landing page. */
export interface ImpersonationTokensTable {
  /** the token's jti */
  id: string;
  /** the staff session that asked for it: the token and its stand-in session end with it */
  staff_session_id: string;
  actor_id: number;
  user_id: number;
  expires_at: IsoDate;
  exchanged_at: IsoDate | null;
  landed_at: IsoDate | null;
  /** SHA-256 (hex) of the stand-in main application's session cookie opened by the landing */
  stand_in_session_hash: string | null;
  stand_in_expires_at: IsoDate | null;
  created_at: IsoDate;
}
