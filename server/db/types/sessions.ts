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
  created_at: IsoDate;
}
