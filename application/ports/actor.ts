/** The signed-in caller, passed explicitly into every use case. */
export interface Actor {
  readonly id: string;
  readonly email: string;
  readonly isAdmin: boolean;
  /** The authentication session the access token belongs to. */
  readonly sessionId: string;
}
