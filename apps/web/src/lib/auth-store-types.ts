/** The signed-in identity, as the identity service reports it. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
}
