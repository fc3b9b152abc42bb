/** The signed-in member a session resolves to: what an endpoint's handler receives (services/auth/sessions finds it). */
export interface Member {
  id: string;
  email: string;
  nick: string;
  headImg: string;
  role: 'buyer' | 'staff';
  auditFlag: number;
}
