/** `GET /api/staff/switches` item: a run-time deployment switch (a family offered, or a mode's server check). */
export interface DeploymentSwitch {
  name: string;
  enabled: boolean;
  /** When staff last changed it (ISO 8601), or null while it still has its default. */
  updatedAt: string | null;
  /** Who changed it (the staff member's name), or null. */
  updatedBy: string | null;
}

/** `PUT /api/staff/switches/:name` body. */
export interface SetSwitchRequest {
  enabled: boolean;
}

/** `GET /api/competition/status`, `GET /api/examiner/status`: the spec's "server check". */
export interface ServerStatus {
  server: boolean;
}
